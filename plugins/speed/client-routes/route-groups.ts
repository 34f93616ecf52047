/**
 * In the browser: loads the route groups (split-route-groups.ts) that may hold the route of
 * a path, each once. A failed load is tried again next time.
 */
import groups from '@generated/client-routes/groups';
import { isUnderPrefix } from './path-prefix';

const loading = new Map<string, Promise<void>>();
let loadedCount = 0;

/** How many groups have been added to the routes so far. */
export function loadedRouteGroups(): number {
  return loadedCount;
}

/** Undefined when no group is needed, so callers can stay synchronous. */
export function loadRouteGroupsFor(pathnames: string[]): Promise<void> | undefined {
  const needed = groups.filter(({ pathPrefix }) =>
    pathnames.some((pathname) => isUnderPrefix(pathname, pathPrefix)),
  );
  if (needed.length === 0) return undefined;
  return Promise.all(
    needed.map(({ pathPrefix, load }) => {
      let pending = loading.get(pathPrefix);
      if (!pending) {
        pending = load().then(
          () => {
            loadedCount += 1;
          },
          (error: unknown) => {
            loading.delete(pathPrefix);
            throw error;
          },
        );
        loading.set(pathPrefix, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
