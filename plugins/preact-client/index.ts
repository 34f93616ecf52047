/**
 * Docusaurus plugin: the production browser bundle runs Preact (preact/compat) where the
 * site's code and Docusaurus import React. Pages are still rendered to HTML by React at
 * build time, and the dev server keeps React (its fast refresh needs it); in readers'
 * browsers Preact hydrates the HTML. React DOM alone is 128 KB of every page's entry
 * bundle, Preact with its compatibility layer about 20 KB.
 *
 * Two differences from React matter here, each handled by a module of this folder:
 * event-compat.ts (events the search box's autocomplete handles) and route-did-update.tsx
 * (when a client-side navigation's hash scroll and onRouteDidUpdate run).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

// Same keys as Docusaurus's own aliases (which point at the react and react-dom folders),
// so these replace them; subpaths follow: react/jsx-runtime → preact/compat/jsx-runtime,
// react-dom/client → preact/compat/client.
export const clientAliases: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

const dispatcherRequest = /^\.\/ClientLifecyclesDispatcher$/;
const coreClientDir = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;
const afterRenderDispatcher = path.join(__dirname, 'route-did-update.tsx');

const isProductionClient = (isServer: boolean) =>
  !isServer && process.env.NODE_ENV === 'production';

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    getClientModules() {
      return process.env.NODE_ENV === 'production' ? [path.join(__dirname, 'event-compat.ts')] : [];
    },
    configureWebpack(_config, isServer, utils) {
      if (!isProductionClient(isServer)) return {};
      const pendingNavigation = require.resolve('@docusaurus/core/lib/client/PendingNavigation.js');
      if (!existsSync(pendingNavigation)) {
        throw new Error(
          `preact-client: Docusaurus's PendingNavigation is not at ${pendingNavigation}`,
        );
      }
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        resolve: { alias: clientAliases },
        plugins: [
          new NormalModuleReplacementPlugin(
            dispatcherRequest,
            (resource: { context: string; request: string }) => {
              if (coreClientDir.test(resource.context)) resource.request = afterRenderDispatcher;
            },
          ),
        ],
      };
    },
  };
}
