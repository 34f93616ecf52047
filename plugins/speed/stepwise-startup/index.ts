/**
 * Docusaurus plugin: the app starts in steps. Swaps @docusaurus/core's client entry for
 * client-entry.tsx in production client builds: the same app, router and hydration, but
 * the entry bundle's modules run in a few tasks instead of one, so no single start-up
 * task keeps the page from answering input for long on slow phones.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { swapModules } from '../swap-proof';

const replacement = path.join(__dirname, 'client-entry.tsx');
const coreClientEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/;

export default function stepwiseStartupPlugin(): Plugin {
  return {
    name: 'stepwise-startup',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: swapModules(utils.currentBundler.instance, [
          { plugin: 'stepwise-startup', original: coreClientEntry, replacement },
        ]),
      };
    },
  };
}
