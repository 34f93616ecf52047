/**
 * Keeps the draw-all flag (./draw-all.ts) across client-side route changes: set before a
 * page with a target in its address, or one reached through the history, is rendered (the
 * router then scrolls it), and cleared before any other page. The first render keeps what
 * the head script decided at load.
 */
import type { ClientModule } from '@docusaurus/types';
import { drawAllAttribute, drawAllOnRouteChange } from './draw-all';
import './long-pages.css';

let throughHistory = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    throughHistory = true;
  });
}

const longPages: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation) return;
    const drawAll = drawAllOnRouteChange(location.hash, throughHistory);
    throughHistory = false;
    document.documentElement.toggleAttribute(drawAllAttribute, drawAll);
  },
};

export default longPages;
