/**
 * Wide tables and display formulas scroll sideways inside the page. A region that scrolls
 * must be reachable by keyboard, so each one that actually overflows gets tabindex="0"
 * (and loses it again when a wider window makes it fit).
 */
import type { ClientModule } from '@docusaurus/types';

const selector = '.markdown table, .markdown .katex-display, html.mdx-page article table';

export function markScrollableRegions(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const scrolls = element.scrollWidth > element.clientWidth;
    if (scrolls && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.dataset.scrollRegion = 'true';
    } else if (!scrolls && element.dataset.scrollRegion) {
      element.removeAttribute('tabindex');
      delete element.dataset.scrollRegion;
    }
  }
}

let listening = false;

const scrollableRegions: ClientModule = {
  onRouteDidUpdate() {
    if (!listening) {
      listening = true;
      window.addEventListener('resize', () => markScrollableRegions());
    }
    // After the new page has painted, and again once web fonts (KaTeX's) have set final widths.
    requestAnimationFrame(() => markScrollableRegions());
    void document.fonts.ready.then(() => markScrollableRegions());
  },
};

export default scrollableRegions;
