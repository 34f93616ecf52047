/**
 * Docusaurus plugin: long pages draw only the blocks near the window (./long-pages.css),
 * and every block whenever the window is put somewhere other than a page's top
 * (./draw-all.ts: a head script at load, ./client.ts on route changes). A second head
 * script marks each block the browser has drawn (./drawn.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { drawAllAtLoadScript } from './draw-all';
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
          { tagName: 'script', innerHTML: markDrawnScript },
        ],
      };
    },
  };
}
