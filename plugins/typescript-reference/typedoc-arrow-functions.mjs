// @ts-check
/**
 * TypeDoc plugin. The MACI packages publish `export declare const deploy: (args) => Promise<…>`
 * for functions written as arrow functions, which TypeDoc lists as variables. Readers look for
 * them under Functions, so constants whose type is only a call signature become functions.
 */
import { Converter, ReflectionFlag, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Variable)) {
      const declaration = /** @type {import('typedoc').DeclarationReflection} */ (reflection);
      const type = declaration.type;
      if (type?.type !== 'reflection') continue;
      const literal = type.declaration;
      const signatures = literal.signatures;
      if (!signatures?.length || literal.children?.length || literal.indexSignatures?.length)
        continue;
      declaration.kind = ReflectionKind.Function;
      declaration.setFlag(ReflectionFlag.Const, false);
      declaration.type = undefined;
      declaration.signatures = signatures;
      literal.signatures = undefined;
      for (const signature of signatures) {
        signature.parent = declaration;
        signature.name = declaration.name;
        // The doc comment sits on the constant; a function shows it on its signature.
        signature.comment ??= declaration.comment?.clone();
      }
      declaration.comment = undefined;
    }
  });
}
