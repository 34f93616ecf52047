/**
 * Docusaurus plugin: the app starts in steps. Swaps @docusaurus/core's client entry for
 * client-entry.tsx in production client builds: the same app, router and hydration, but
 * the entry bundle's modules run in a few tasks instead of one, so no single start-up
 * task keeps the page from answering input for long on slow phones.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const replacement = path.join(__dirname, 'client-entry.tsx');
const coreClientEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/;

export default function stepwiseStartupPlugin(): Plugin {
  return {
    name: 'stepwise-startup',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // A renamed entry would leave the replacement silently unused.
      const entry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
      if (!existsSync(entry) || !coreClientEntry.test(entry)) {
        throw new Error(`stepwise-startup: Docusaurus's client entry is not at ${entry}`);
      }
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(coreClientEntry, replacement)] };
    },
  };
}
