/**
 * Docusaurus plugin: long pages draw only the blocks near the window (./long-pages.css),
 * and every block whenever the window is put somewhere other than a page's top
 * (./draw-all.ts: head scripts at load and on a link to a target in the page, ./client.ts
 * on route changes). Another head script marks each block the browser has drawn
 * (./drawn.ts), and a rehype plugin marks the blocks that may be skipped (./rehype.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { drawAllAtLoadScript, drawAllOnTargetScript } from './draw-all';
import { markDrawnScript } from './drawn';

export default function longPagesPlugin(): Plugin {
  return {
    name: 'long-pages',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'script', innerHTML: drawAllAtLoadScript },
          { tagName: 'script', innerHTML: drawAllOnTargetScript },
          { tagName: 'script', innerHTML: markDrawnScript },
        ],
      };
    },
  };
}
