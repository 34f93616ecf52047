/**
 * `@generated/routes` for the client module tests: nested as Docusaurus generates them, each
 * component with the `preload` its loader has, which logs the route it loads.
 */
import type { ComponentType } from 'react';
import type { RouteConfig } from 'react-router-config';

/** The routes whose components were preloaded, in order. */
export const preloaded: string[] = [];

export function page(name: string): ComponentType & { preload: () => Promise<string> } {
  return Object.assign(() => null, {
    preload: () => {
      preloaded.push(name);
      return Promise.resolve(name);
    },
  });
}

export const referenceRoutes: RouteConfig[] = [];

const routes: RouteConfig[] = [
  { path: '/blog/', exact: true, component: page('blog') },
  {
    path: '/docs',
    component: page('docs-root'),
    routes: [
      { path: '/docs/café/', exact: true, component: page('docs-café') },
      { path: '/docs/quickstart/', exact: true, component: page('docs-quickstart') },
      { path: '/docs/reference', component: page('reference-root'), routes: referenceRoutes },
    ],
  },
  { path: '*', component: page('not-found') },
];

export default routes;
