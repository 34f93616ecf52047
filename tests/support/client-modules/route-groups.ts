/**
 * `@generated/client-routes/groups` for the client module tests: one group that adds a route
 * under /docs/reference/ when loaded, as the client-routes plugin's groups do.
 */
import { page, referenceRoutes } from './routes';

export const loadedGroups: string[] = [];

const groups: { pathPrefix: string; load: () => Promise<unknown> }[] = [
  {
    pathPrefix: '/docs/reference/',
    load: async () => {
      loadedGroups.push('/docs/reference/');
      referenceRoutes.push({
        path: '/docs/reference/cli/',
        exact: true,
        component: page('reference-cli'),
      });
    },
  },
];

export default groups;
