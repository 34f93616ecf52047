/**
 * Wide tables and display formulas scroll sideways inside the page. A region that scrolls
 * must be reachable by keyboard, so each one that actually overflows gets tabindex="0"
 * (and loses it again when a wider window makes it fit).
 *
 * Regions are measured from a ResizeObserver: it reports each region after a layout the
 * browser does anyway (reading sizes there forces no extra layout, which on a long page
 * such as /docs/spec/ cost a long task), and again whenever a region changes size. Regions
 * that appear after the route change (formulas loaded after a client-side navigation) are
 * found by a MutationObserver and observed too.
 *
 * A region that has focus keeps its stop until focus leaves it, so measuring never takes
 * focus away.
 */
import type { ClientModule } from '@docusaurus/types';

const selector = '.markdown table, .markdown .katex-display, html.mdx-page article table';

/** Gives one region a keyboard stop if, and only if, its content overflows it. */
export function markScrollableRegion(element: HTMLElement): void {
  const scrolls = element.scrollWidth > element.clientWidth;
  if (scrolls && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '0');
    element.dataset.scrollRegion = 'true';
  } else if (!scrolls && element.dataset.scrollRegion) {
    if (element === document.activeElement) {
      element.addEventListener('blur', () => markScrollableRegion(element), { once: true });
      return;
    }
    element.removeAttribute('tabindex');
    delete element.dataset.scrollRegion;
  }
}

let observer: ResizeObserver | undefined;
let added: MutationObserver | undefined;

/** (Re)starts observing the current page's regions; each is then reported once at least. */
function observeRegions(): void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) markScrollableRegion(entry.target as HTMLElement);
  });
  observer.disconnect();
  for (const element of document.querySelectorAll<HTMLElement>(selector)) observer.observe(element);
}

/** Observes the regions among (and inside) elements added to the page after its route change. */
function watchForNewRegions(): void {
  added ??= new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(selector)) observer?.observe(node);
        for (const region of node.querySelectorAll<HTMLElement>(selector))
          observer?.observe(region);
      }
    }
  });
  added.disconnect();
  const main = document.querySelector('main');
  if (main) added.observe(main, { childList: true, subtree: true });
}

const scrollableRegions: ClientModule = {
  onRouteDidUpdate() {
    observeRegions();
    watchForNewRegions();
    // Web fonts (KaTeX's) change content widths without resizing the region: measure again.
    void document.fonts.ready.then(observeRegions);
  },
};

export default scrollableRegions;
