/**
 * Docusaurus plugin: each sizeable script of the client bundle starts with V8's explicit
 * compile hint, a magic comment that asks for all of the file's functions to be compiled at
 * once. Without it, V8 only pre-parses a script as it arrives and compiles each function on
 * the main thread the first time it is called: on a page load that is React, the theme and
 * the page's content function, compiled in the middle of hydration. With it, Chromium
 * compiles them while the file streams in, off the main thread. Browsers without the hint
 * read a comment.
 *
 * Scripts of data only (JSON modules: route metadata, sidebars) and scripts under `minBytes`
 * do not get it: there is next to nothing in them to compile, and each comment adds about
 * 25 B gzip to every page that loads the file. The comment goes in after minification (which
 * would drop it) and before the files' content hashes are computed, through the bundler's
 * documented processAssets hook. After the build, every script chosen must start with it, or
 * the build fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** Raw size from which a script gets the hint. */
export const minBytes = 4096;

const name = 'compile-hints';

/** Whether a file of the client bundle gets the hint: a script with code, of some size. */
export function wantsHint(file: string, bytes: number, dataOnly: boolean): boolean {
  return file.endsWith('.js') && bytes >= minBytes && !dataOnly;
}

/**
 * A script's path without its content hash (`assets/js/main`): the bundler renames the files
 * once their final content is known, after the hint went in.
 */
export function unhashed(file: string): string {
  return file.replace(/\.[0-9a-f]+\.js$/, '');
}

/**
 * Of the scripts chosen for the hint (`chosen`, unhashed paths under the output), those that
 * do not start with it in the output, or are not there at all.
 */
export function scriptsWithoutHint(outDir: string, chosen: ReadonlySet<string>): string[] {
  const dir = path.join(outDir, 'assets', 'js');
  const found = new Map<string, string>();
  for (const name of readdirSync(dir)) found.set(unhashed(`assets/js/${name}`), name);
  return [...chosen].filter((key) => {
    const name = found.get(key);
    return !name || !readFileSync(path.join(dir, name), 'utf8').startsWith(`${compileHint}\n`);
  });
}

/** The scripts (unhashed) the last client build gave the hint, read by postBuild. */
const hinted = new Set<string>();

interface Source {
  size(): number;
}

interface Compiler {
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
}

interface Compilation {
  chunks: Iterable<{ files: ReadonlySet<string> }>;
  chunkGraph: { getChunkModules(chunk: unknown): { type: string }[] };
  hooks: {
    processAssets: {
      tap(
        options: { name: string; stage: number },
        run: (assets: Record<string, Source>) => void,
      ): void;
    };
  };
  updateAsset(file: string, source: Source): void;
}

export default function compileHintsPlugin(): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { Compilation, sources } = currentBundler.instance;
      const hints = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap(name, (compilation) => {
            compilation.hooks.processAssets.tap(
              // After minification (optimize-size), before content hashes (optimize-hash).
              { name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
              (assets) => {
                const dataOnly = new Set<string>();
                for (const chunk of compilation.chunks) {
                  const modules = compilation.chunkGraph.getChunkModules(chunk);
                  if (modules.length === 0 || modules.some(({ type }) => type !== 'json')) continue;
                  for (const file of chunk.files) dataOnly.add(file);
                }
                hinted.clear();
                for (const [file, source] of Object.entries(assets)) {
                  if (!wantsHint(file, source.size(), dataOnly.has(file))) continue;
                  hinted.add(unhashed(file));
                  compilation.updateAsset(
                    file,
                    new sources.ConcatSource(`${compileHint}\n`, source as never),
                  );
                }
              },
            );
          });
        },
      };
      return { plugins: [hints as never] };
    },
    postBuild({ outDir }) {
      if (!hinted.has('assets/js/main')) {
        throw new Error('compile-hints: the client bundle was built without the hint in main.js.');
      }
      const missing = scriptsWithoutHint(outDir, hinted);
      if (missing.length > 0) {
        throw new Error(
          `compile-hints: ${missing.length} script(s) do not start with "${compileHint}" ` +
            `in the output, e.g. ${missing[0]}.*.js.`,
        );
      }
    },
  };
}
