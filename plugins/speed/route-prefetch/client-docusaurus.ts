/**
 * Copy of @docusaurus/core 3.10.2 lib/client/docusaurus.js (the object behind
 * window.docusaurus), which it replaces in the client bundle; prefetchChunk stands in for
 * @docusaurus/core 3.10.2 lib/client/prefetch.js (both registered in
 * tests/support/upstream-copies.ts). Same API and rules (no prefetch on slow connections or twice for a
 * path); two differences: chunk names come from an index built once, and link prefetches
 * run in idle time, one short slice per idle period (idle-slices.ts), so they never add a
 * long task to page load.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { loadRouteGroupsFor, loadedRouteGroups } from '../client-routes/route-groups';
import { indexChunkNames } from './chunk-names';
import { idleSlices } from './idle-slices';

declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
let chunkNamesByPath: Map<string, string[]> | undefined;
/** Route groups loaded when chunkNamesByPath was built. */
let indexedGroups = 0;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let linkPrefetchWorks: boolean | undefined;

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/**
 * Fetches a chunk at low priority; settles when it has loaded or failed. Docusaurus's own
 * helper finds the head with `getElementsByTagName('head')[0]`: on the specification page,
 * while React hydrated it, that lookup made each prefetch take a long time on a slow phone;
 * `document.head` costs nothing. Browsers without `rel=prefetch` get a plain fetch.
 */
function prefetchChunk(url: string): Promise<void> {
  linkPrefetchWorks ??= supportsLinkPrefetch();
  if (!linkPrefetchWorks) {
    return fetch(url, { credentials: 'same-origin' }).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Work per idle callback: well under a long task (50 ms) even on a slow phone. */
const enqueue = idleSlices({
  sliceMs: 8,
  now: () => performance.now(),
  requestIdle: (run) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 20);
  },
});

/** The chunk files of a route whose route group is loaded. */
function chunkUrlsOf(routePath: string): string[] {
  if (indexedGroups !== loadedRouteGroups()) {
    indexedGroups = loadedRouteGroups();
    chunkNamesByPath = undefined;
  }
  const index = (chunkNamesByPath ??= indexChunkNames(routesChunkNames));
  const urls: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of index.get(match.route.path ?? '') ?? []) {
      const url = __webpack_require__.gca(chunkName);
      // The bundler may have merged the chunk into another; then there is nothing to fetch.
      if (url && !url.includes('undefined')) urls.push(url);
    }
  }
  return urls;
}

/**
 * Each piece of work is a step of its own (the route lookup, then one link per chunk file),
 * so an idle slice stays short however many links a page shows.
 */
function prefetchInIdleTime(routePath: string, done: () => void): void {
  const addLinks = () => {
    const urls = chunkUrlsOf(routePath);
    let left = urls.length;
    if (left === 0) done();
    const settle = () => {
      left -= 1;
      if (left === 0) done();
    };
    for (const url of urls) enqueue(() => void prefetchChunk(url).then(settle));
  };
  enqueue(() => {
    // A route of the reference pages comes with its group of routes (plugins/speed/client-routes).
    const groupsLoaded = loadRouteGroupsFor([routePath]);
    if (groupsLoaded) groupsLoaded.then(() => enqueue(addLinks), done);
    else addLinks();
  });
}

function prefetch(routePath: string): false | Promise<void> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => prefetchInIdleTime(routePath, resolve));
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({ prefetch, preload });
