/**
 * Whether the first page has rendered, for components that treat the page they hydrate
 * differently from pages the browser renders itself (./math-html/MathHtml,
 * ./theme-components/theme/LastUpdated). A client module: Docusaurus calls
 * `onRouteDidUpdate` after each route has rendered, the first page's included.
 */
let rendered = false;

export function markFirstPageRendered(): void {
  rendered = true;
}

/** Whether the first page has rendered: what renders now is for a page to come. */
export function firstPageRendered(): boolean {
  return rendered;
}

export function onRouteDidUpdate(): void {
  markFirstPageRendered();
}
