/**
 * Docusaurus plugin: the bundler's chunk loader looks for an existing `<script>` of a chunk
 * in the head only. Before adding a chunk's script, Rspack's runtime scans
 * `document.getElementsByTagName('script')`; on a long page every call walks the whole
 * document again (each added script invalidates the list), and a docs page loads a dozen
 * chunks at start: a large part of a slow phone's start-up task on the specification page.
 * Chunk scripts are only ever added to the head (by this loader, and the entry scripts by
 * plugins/runtime/page-template.ts), so scanning `document.head` finds the same scripts.
 */
import type { Plugin } from '@docusaurus/types';

const pluginName = 'chunk-script-lookup';
const documentScan = 'document.getElementsByTagName("script")';
const headScan = 'document.head.getElementsByTagName("script")';

/** The load-script runtime code with its scan limited to the head. */
export function scanHeadOnly(source: string): string {
  const found = source.split(documentScan).length - 1;
  if (found !== 1) {
    throw new Error(
      `${pluginName}: expected one ${documentScan} in the chunk loader, found ${found}`,
    );
  }
  return source.replace(documentScan, headScan);
}

interface RuntimeModuleLike {
  name: string;
  source?: { source: Buffer };
}

interface CompilerLike {
  hooks: {
    afterEmit: { tap(name: string, callback: () => void): void };
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {
            runtimeModule?: {
              tap(name: string, callback: (module: RuntimeModuleLike) => void): void;
            };
          };
        }) => void,
      ): void;
    };
  };
}

export default function chunkScriptLookupPlugin(): Plugin {
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const patcher = {
        // Typed loosely: Docusaurus types the bundler as webpack, and only Rspack has the hook.
        apply(compiler: unknown) {
          const { hooks } = compiler as CompilerLike;
          let patched = false;
          hooks.thisCompilation.tap(pluginName, (compilation) => {
            const hook = compilation.hooks.runtimeModule;
            if (!hook)
              throw new Error(`${pluginName}: the bundler has no runtimeModule hook (Rspack)`);
            hook.tap(pluginName, (module) => {
              if (module.name !== 'load_script' || !module.source) return;
              const code = module.source.source.toString('utf-8');
              module.source.source = Buffer.from(scanHeadOnly(code), 'utf-8');
              patched = true;
            });
          });
          // A renamed runtime module would otherwise leave the loader silently unchanged.
          hooks.afterEmit.tap(pluginName, () => {
            if (!patched)
              throw new Error(`${pluginName}: no load_script runtime module was patched`);
          });
        },
      };
      return { plugins: [patcher] };
    },
  };
}
