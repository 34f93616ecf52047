/**
 * Proof that a module swap happened. A swap names its target by path; if a Docusaurus release
 * moves or renames that file, the swap silently stops matching and the upstream module is
 * bundled again. So after the modules are built, the replacement must be among them and
 * (unless other importers keep it) the upstream module must not; otherwise the build fails,
 * naming the plugin and plugins/speed/README.md.
 */
import type { Plugin } from '@docusaurus/types';

export interface ModuleSwap {
  /** The plugin that makes the swap, for the error message. */
  plugin: string;
  /** Matches the upstream module's resolved path. */
  original: RegExp;
  /** The module built in its place (absolute path, without query). */
  replacement: string;
  /** Only some importers get the replacement: the upstream module may stay for others. */
  originalStays?: boolean;
}

/** What is wrong with the built modules' paths, one sentence per failed swap. */
export function swapProblems(resources: readonly string[], swaps: readonly ModuleSwap[]): string[] {
  const built = new Set(resources.map((resource) => resource.split('?')[0] ?? resource));
  const problems: string[] = [];
  for (const swap of swaps) {
    if (!built.has(swap.replacement)) {
      problems.push(
        `${swap.plugin}: ${swap.replacement} was not built in place of ${swap.original}`,
      );
    }
    const kept = swap.originalStays ? [] : [...built].filter((path) => swap.original.test(path));
    if (kept.length > 0) {
      problems.push(`${swap.plugin}: the upstream module was still built (${kept.join(', ')})`);
    }
  }
  return problems;
}

interface ModuleLike {
  resource?: string;
}

interface CompilerLike {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {
            finishModules: {
              tap(name: string, callback: (modules: Iterable<unknown>) => void): void;
            };
          };
        }) => void,
      ): void;
    };
    afterEmit: { tap(name: string, callback: () => void): void };
  };
}

const name = 'runtime-swap-proof';

/** A bundler plugin that fails the build unless every swap happened. */
export function swapProof(swaps: readonly ModuleSwap[]): { apply(compiler: unknown): void } {
  return {
    // Typed loosely: Docusaurus types the bundler as webpack; Rspack's hooks have these shapes.
    apply(compiler: unknown) {
      const { hooks } = compiler as CompilerLike;
      let problems: string[] | undefined;
      hooks.thisCompilation.tap(name, (compilation) => {
        // Before modules are concatenated: each one still has its own resource path.
        compilation.hooks.finishModules.tap(name, (modules) => {
          const resources = [...modules]
            .map((module) => (module as ModuleLike).resource)
            .filter((resource): resource is string => typeof resource === 'string');
          problems = swapProblems(resources, swaps);
        });
      });
      hooks.afterEmit.tap(name, () => {
        if (problems === undefined) {
          throw new Error(`${swaps[0]?.plugin ?? name}: the bundler reported no built modules`);
        }
        if (problems.length > 0) {
          throw new Error(`${problems.join('\n')}\nSee plugins/speed/README.md.`);
        }
      });
    },
  };
}

/** A bundler plugin as Docusaurus's configureWebpack takes it. */
type BundlerPlugin = NonNullable<
  Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>['plugins']
>[number];

interface BundlerLike {
  NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => BundlerPlugin;
}

/** The bundler plugins that make the swaps (each upstream path to its replacement) and prove them. */
export function swapModules(bundler: BundlerLike, swaps: readonly ModuleSwap[]): BundlerPlugin[] {
  return [
    ...swaps.map(
      ({ original, replacement }) =>
        new bundler.NormalModuleReplacementPlugin(original, replacement),
    ),
    swapProof(swaps),
  ];
}
