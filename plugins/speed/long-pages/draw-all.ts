/**
 * When an article's blocks must all be drawn (./long-pages.css skips those far below the
 * first screen): whenever the window is about to be put somewhere other than the top of a
 * page. A skipped block has an estimated height until it is drawn, so a position computed
 * across skipped blocks lands off its target once they are drawn. The flag is an attribute
 * on the root element; the stylesheet skips nothing while it is set.
 */
export const drawAllAttribute = 'data-draw-all';

/** How a document was loaded (the navigation timing entry's type). */
export type LoadType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/**
 * At load: a reload or a return through the history restores an earlier position, and an
 * address with a hash scrolls to its target.
 */
export function drawAllAtLoad(type: LoadType | undefined, hash: string): boolean {
  return hash !== '' || type === 'reload' || type === 'back_forward';
}

/**
 * At a client-side route change: a target in the address, or a return through the history
 * (whose position the browser restores).
 */
export function drawAllOnRouteChange(hash: string, throughHistory: boolean): boolean {
  return hash !== '' || throughHistory;
}

/**
 * The head script that sets the flag at load, before the first layout: drawAllAtLoad,
 * written out for the browser.
 */
export const drawAllAtLoadScript =
  '(function(d){try{var n=performance.getEntriesByType("navigation")[0],t=n&&n.type;' +
  `if(location.hash||t==="reload"||t==="back_forward")d.setAttribute("${drawAllAttribute}","")` +
  '}catch(e){}})(document.documentElement)';

/** The parts of a link's or the document's address that say which document it is. */
export interface Address {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * At a click on a link (before the browser follows it): a link to a target in this same
 * document. The browser scrolls to it at once, without the router, so the flag must be set
 * before the click's default action. Once the address has a hash, a change of it typed in
 * the address bar is caught too, if only after its scroll (on `hashchange`).
 */
export function drawAllOnLinkClick(link: Address, page: Address): boolean {
  return (
    link.hash !== '' &&
    link.origin === page.origin &&
    link.pathname === page.pathname &&
    link.search === page.search
  );
}

/** The head script that listens for such clicks and hash changes: drawAllOnLinkClick. */
export const drawAllOnTargetScript =
  '(function(d){function s(){d.setAttribute("' +
  drawAllAttribute +
  '","")}document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");' +
  'a&&a.hash&&a.origin===location.origin&&a.pathname===location.pathname&&a.search===location.search&&s()},true);' +
  'addEventListener("hashchange",s)})(document.documentElement)';
