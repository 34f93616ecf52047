/**
 * Docusaurus plugin: Prism loads only on pages with code, and each page only with the
 * grammars of its own code blocks. Three parts:
 * - The classic theme registers Prism's extra languages from a client module, which puts
 *   Prism and those grammars in the entry bundle; the bundler swaps that module for an empty
 *   one. Each page with code imports its grammars instead (plugins/speed/highlighted-code-import).
 * - The highlighted code block is imported by the pages with code only (same plugin). Those
 *   are most pages, so the bundler's shared "common" chunk would take it, and every page
 *   loads that chunk; a chunk group of its own keeps it out.
 * - prism-react-renderer resolves to highlight.tsx (server and client alike, so both
 *   render the same tokens): Prism's core alone instead of the package's build with a
 *   dozen languages the site never shows.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { swapProof } from '../swap-proof';

const emptyModule = path.join(__dirname, 'empty-client-module.ts');
const highlightModule = path.join(__dirname, 'highlight.tsx');
const prismReactRenderer = /[\\/]node_modules[\\/]prism-react-renderer[\\/]/;
const themeClientModule = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** Prism's grammars (every component but the core). */
const prismGrammars = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]prism-(?!core)/;

/**
 * Modules that only the highlighted code block uses, in one chunk shared by the pages with
 * code (not ./theme/CodeBlock/index.tsx nor the registry it reads: every Markdown page
 * imports them). Grammars are not among them: each page's chunk carries the ones it shows.
 */
export const highlighterModules =
  /[\\/]node_modules[\\/](prism-react-renderer[\\/]|prismjs[\\/]components[\\/]prism-core)|[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|[\\/]plugins[\\/]speed[\\/](prism-on-demand[\\/]((highlight|prism-manual|tokens)\.tsx?$|code-block[\\/](?!registry))|theme-components[\\/]theme[\\/]CodeBlock[\\/](Line|Content|Buttons)[\\/])/;

/**
 * The theme's CodeBlock, replaced (./theme/) by one that takes the highlighted block from the
 * registry that pages with code fill.
 */
export const prismThemeDir = path.join(__dirname, 'theme');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    getThemePath() {
      return prismThemeDir;
    },
    configureWebpack(_config, isServer, utils) {
      const plugin = 'prism-on-demand';
      // Both bundles: the server renders with the grammars each page imports, as the browser
      // does, and the theme's client module would register its languages there too.
      const swaps = {
        resolve: { alias: { 'prism-react-renderer$': highlightModule } },
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            themeClientModule,
            emptyModule,
          ),
          // One proof for both swaps: the client module above and the alias's package.
          swapProof([
            { plugin, original: themeClientModule, replacement: emptyModule },
            { plugin, original: prismReactRenderer, replacement: highlightModule },
          ]),
        ],
      };
      if (isServer) return swaps;
      return {
        ...swaps,
        optimization: {
          splitChunks: {
            cacheGroups: {
              codeHighlighter: {
                test: highlighterModules,
                name: 'code-highlighter',
                chunks: 'all',
                // Above Docusaurus's "common" group (40).
                priority: 50,
                enforce: true,
              },
              // Each grammar with the pages that import it: without this group, a grammar that
              // most pages show (TypeScript, on the reference pages) would go to "common" and
              // load on every page. Unnamed: their chunks' names would all go in the runtime.
              prismGrammars: {
                test: prismGrammars,
                chunks: 'all',
                priority: 45,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
