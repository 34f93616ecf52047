/**
 * Docusaurus plugin for the formula store of the math-html rehype plugin (./index.ts): the
 * server bundle resolves a page's store to its strings, the browser's to a loader of them
 * (which asks plugins/speed/first-page.ts whether the first page has rendered).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { storeAlias } from './index';

export interface MathHtmlPluginOptions {
  /** The `storeDir` given to the rehype plugin. */
  storeDir: string;
}

export default function mathHtmlPlugin(
  _context: LoadContext,
  { storeDir }: MathHtmlPluginOptions,
): Plugin {
  return {
    name: 'math-html',
    configureWebpack(_config, isServer) {
      const side = isServer ? 'server' : 'client';
      return { resolve: { alias: { [storeAlias]: path.join(storeDir, side) } } };
    },
  };
}
