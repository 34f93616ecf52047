/**
 * MDX nodes that remark plugins add to a page: an ESM statement (`import …`) and a JSX attribute
 * whose value is an expression. MDX compiles the estree in each node's `data`, not its text, so
 * both come from parsing the code with acorn, which is what MDX itself parses with.
 */
import { parse } from 'acorn';
import type { RootContent } from 'mdast';
// Registers the MDX node types (`mdxjsEsm`, `mdxJsxAttribute`) on mdast's node map.
import type {} from 'remark-mdx';

type EsmNode = Extract<RootContent, { type: 'mdxjsEsm' }>;
type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
/** The estree type MDX expects (acorn's own Program type is structurally looser). */
export type Program = NonNullable<NonNullable<EsmNode['data']>['estree']>;
export type JsxAttribute = Extract<JsxElement['attributes'][number], { type: 'mdxJsxAttribute' }>;

/** The program acorn parses from `code`, as an ES module. */
export function program(code: string): Program {
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

/** An MDX ESM node for `code`, e.g. `import X from 'y';`. */
export function esmNode(code: string): EsmNode {
  return { type: 'mdxjsEsm', value: code, data: { estree: program(code) } };
}

/** `name={code}` on an MDX JSX element. */
export function expressionAttribute(name: string, code: string): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: code,
      data: { estree: program(`(${code})`) },
    },
  };
}
