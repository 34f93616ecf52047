/**
 * Docusaurus plugin: cheaper link prefetching. Swaps the client module behind
 * window.docusaurus for client-docusaurus.ts (indexed chunk names, idle-time prefetch).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { swapModules } from '../swap-proof';

const replacement = path.join(__dirname, 'client-docusaurus.ts');
const coreClientModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;

export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: swapModules(utils.currentBundler.instance, [
          { plugin: 'route-prefetch', original: coreClientModule, replacement },
        ]),
      };
    },
  };
}
