import { markFirstPageRendered } from './lazy';

// Docusaurus calls this after each route has rendered, the first page's included.
export function onRouteDidUpdate(): void {
  markFirstPageRendered();
}
