/**
 * Copy of @docusaurus/core 3.10.2 lib/client/preload.js (registered in
 * tests/support/upstream-copies.ts), which it replaces in the client bundle (start-up, navigation and link hover all
 * call it): the same preloading of a path's route components, after loading the route
 * group that holds the path's route, when the entry bundle does not (and a task later).
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import { nextTask } from '../next-task';
import { loadRouteGroupsFor } from './route-groups';

function preloadRoutes(pathnames: string[]): Promise<unknown[]> {
  const matches = pathnames.flatMap((pathname) => matchRoutes(routes, pathname));
  return Promise.all(matches.map(({ route }) => route.component.preload?.()));
}

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = Array.from(new Set([pathname, decodeURI(pathname)]));
  const groupsLoaded = loadRouteGroupsFor(pathnames);
  // A route group's chunk runs its module as it arrives; what follows here (matching the
  // path against every route, requesting the route's chunks) waits for a task of its own,
  // as the two made one of the longest tasks of a TypeDoc page's load.
  return groupsLoaded
    ? groupsLoaded.then(nextTask).then(() => preloadRoutes(pathnames))
    : preloadRoutes(pathnames);
}
