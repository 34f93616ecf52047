/**
 * Docusaurus plugin: makes the local search understand query syntax (see syntax.ts) by
 * pointing the search plugin's web worker at worker.ts, which extends the original worker.
 * The bundler swaps the module, so nothing of the search plugin is ejected or copied.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const workerPath = path.join(__dirname, 'worker.ts');

export default function searchQuerySyntaxPlugin(): Plugin {
  return {
    name: 'search-query-syntax',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^\.\/worker\.js$/,
            (resource: { context?: string; request: string }) => {
              const fromSearchPlugin = resource.context?.includes(
                `${path.sep}docusaurus-search-local${path.sep}`,
              );
              if (fromSearchPlugin) resource.request = workerPath;
            },
          ),
        ],
      };
    },
  };
}
