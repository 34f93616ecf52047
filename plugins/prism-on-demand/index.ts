/**
 * Docusaurus plugin: Prism (about 90 KB) loads with the first code block instead of with
 * every page. The classic theme registers Prism's extra languages from a client module,
 * which puts Prism in the entry bundle; the bundler swaps that module for an empty one,
 * and src/theme/CodeBlock/Content registers the languages when a code block first loads.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const emptyModule = path.join(__dirname, 'empty-client-module.ts');
const themeClientModule = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(themeClientModule, emptyModule)] };
    },
  };
}
