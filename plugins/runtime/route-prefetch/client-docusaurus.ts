/**
 * Copy of @docusaurus/core 3.10.2 lib/client/docusaurus.js (the object behind
 * window.docusaurus), which it replaces in the client bundle; prefetchChunk stands in for
 * @docusaurus/core 3.10.2 lib/client/prefetch.js (both registered in
 * tests/support/upstream-copies.ts). Same API and rules (no prefetch on slow connections or twice for a
 * path); two differences: chunk names come from an index built once, and link prefetches
 * run in idle time, a few per idle period, so they never add a long task to page load.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { loadRouteGroupsFor, loadedRouteGroups } from '../client-routes/route-groups';
import { indexChunkNames } from './chunk-names';

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
const queue: { routePath: string; done: () => void }[] = [];
let drainScheduled = false;

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

async function prefetchNow(routePath: string): Promise<void> {
  // A route of the reference pages comes with its group of routes (plugins/runtime/client-routes).
  await loadRouteGroupsFor([routePath]);
  if (indexedGroups !== loadedRouteGroups()) {
    indexedGroups = loadedRouteGroups();
    chunkNamesByPath = undefined;
  }
  chunkNamesByPath ??= indexChunkNames(routesChunkNames);
  const chunkNames = matchRoutes(routes, routePath).flatMap(
    (match) => chunkNamesByPath?.get(match.route.path ?? '') ?? [],
  );
  await Promise.all(
    chunkNames.map((chunkName) => {
      const url = __webpack_require__.gca(chunkName);
      // The bundler may have merged the chunk into another; then there is nothing to fetch.
      return url && !url.includes('undefined') ? prefetchChunk(url) : undefined;
    }),
  );
}

/** Work per idle callback: well under a long task (50 ms) even on a slow phone. */
const sliceMs = 8;

function drain(deadline?: IdleDeadline): void {
  drainScheduled = false;
  const start = performance.now();
  do {
    const next = queue.shift();
    if (!next) return;
    void prefetchNow(next.routePath).then(next.done, next.done);
  } while ((!deadline || deadline.timeRemaining() > 1) && performance.now() - start < sliceMs);
  scheduleDrain();
}

function scheduleDrain(): void {
  if (drainScheduled || queue.length === 0) return;
  drainScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drain, { timeout: 3000 });
  else setTimeout(drain, 20);
}

function prefetch(routePath: string): false | Promise<void> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => {
    queue.push({ routePath, done: resolve });
    scheduleDrain();
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({ prefetch, preload });
