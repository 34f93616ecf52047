/**
 * Docusaurus plugin: Prism loads only on pages with code, and only with the grammars the
 * site uses. Three parts:
 * - The classic theme registers Prism's extra languages from a client module, which puts
 *   Prism in the entry bundle; the bundler swaps that module for an empty one, and
 *   src/theme/CodeBlock/Content registers the languages when a code block first loads.
 * - The highlighted code block is imported by the pages with code only
 *   (plugins/highlighted-code-import). Those are most pages, so the bundler's shared
 *   "common" chunk would take it, and every page loads that chunk; a chunk group of its
 *   own keeps it out.
 * - prism-react-renderer resolves to highlight.tsx (server and client alike, so both
 *   render the same tokens): Prism's core and a few grammars instead of the package's
 *   build with a dozen languages the site never shows.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { swapProof } from '../swap-proof';

const emptyModule = path.join(__dirname, 'empty-client-module.ts');
const highlightModule = path.join(__dirname, 'highlight.tsx');
const prismReactRenderer = /[\\/]node_modules[\\/]prism-react-renderer[\\/]/;
const themeClientModule = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** Modules that only the highlighted code block uses. */
export const highlighterModules =
  /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]|[\\/]plugins[\\/]runtime[\\/]prism-on-demand[\\/](highlight|prism-manual)\.tsx?$|[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|[\\/]src[\\/](theme[\\/]CodeBlock[\\/](Content|Line)|components[\\/]HighlightedCodeBlock[\\/]index)\b/;

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, utils) {
      const resolve = { alias: { 'prism-react-renderer$': highlightModule } };
      if (isServer) return { resolve };
      const plugin = 'prism-on-demand';
      return {
        resolve,
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
            },
          },
        },
      };
    },
  };
}
