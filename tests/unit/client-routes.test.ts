import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type RouteNode,
  parseRegistry,
  parseRoutes,
} from '../../plugins/speed/client-routes/generated-modules';
import {
  type RouteData,
  printClientModules,
  splitRouteGroups,
} from '../../plugins/speed/client-routes/split-route-groups';

// Shaped like Docusaurus 3's .docusaurus/routes.js: a blog page, the docs tree (plugin root,
// version, sidebar wrapper, pages), a page outside the docs and the 404 route.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/',
    component: ComponentCreator('/blog/', 'f60'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '323'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', '9ba'),
        routes: [
          {
            path: '/docs/',
            component: ComponentCreator('/docs/', '5fa'),
            routes: [
              { path: '/docs/api/', component: ComponentCreator('/docs/api/', 'a01'), exact: true, sidebar: "s" },
              { path: '/docs/api/one/', component: ComponentCreator('/docs/api/one/', 'a02'), exact: true, sidebar: "s" },
              { path: '/docs/guide/', component: ComponentCreator('/docs/guide/', 'b01'), exact: true, sidebar: "s" },
              { path: '/docs/api/two/', component: ComponentCreator('/docs/api/two/', 'a03'), exact: true, sidebar: "s" },
              { path: '/docs/sol/x/', component: ComponentCreator('/docs/sol/x/', 'c01'), exact: true, sidebar: "s" }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

const registrySource = `export default {
${entry('doc-item', '@theme/DocItem')}
${entry('api-index', '@site/docs/api/index.md')}
${entry('api-one', '@site/docs/api/one.md')}
${entry('api-two', '@site/docs/api/two.md')}
${entry('guide', '@site/docs/guide.md')}
${entry('sol-x', '@site/docs/sol/x.md')}
${entry('api-shared', '@site/docs/api/shared.json')}
${entry('blog', '@theme/BlogListPage')}
${entry('unused', '@site/unused.md')}};
`;

const chunkNames: Record<string, unknown> = {
  '/blog/-f60': { __comp: 'blog' },
  '/docs/-323': { __comp: 'doc-item' },
  '/docs/-9ba': { __comp: 'doc-item' },
  '/docs/-5fa': { __comp: 'doc-item' },
  '/docs/api/-a01': { __comp: 'doc-item', content: 'api-index' },
  '/docs/api/one/-a02': { __comp: 'doc-item', content: 'api-one', data: { shared: 'api-shared' } },
  '/docs/guide/-b01': { __comp: 'doc-item', content: 'guide' },
  '/docs/api/two/-a03': { __comp: 'doc-item', content: 'api-two', data: { shared: 'api-shared' } },
  '/docs/sol/x/-c01': { __comp: 'doc-item', content: 'sol-x', data: { shared: 'api-shared' } },
};

const groups = [
  { name: 'api', pathPrefix: '/docs/api/' },
  { name: 'sol', pathPrefix: '/docs/sol/' },
];

function routeData(): RouteData {
  return {
    routes: parseRoutes(routesSource),
    registry: parseRegistry(registrySource),
    chunkNames: structuredClone(chunkNames),
  };
}

const paths = (routes: RouteNode[]): string[] =>
  routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);

interface BrowserRoute {
  path: string;
  component: { creator: string[]; chunkNames: unknown };
  exact?: boolean;
  routes?: BrowserRoute[];
}

/**
 * Runs the printed client modules the way the bundle links them: `@generated/*` imports
 * resolve to the client copies, and ComponentCreator records its arguments and the chunk
 * names it finds (it reads routesChunkNames when it is called, as Docusaurus's does).
 */
function runClientModules(files: Map<string, string>, groupOrder: string[]) {
  const shared: Record<string, unknown> = {
    '@generated/registry': {},
    '@generated/routesChunkNames': JSON.parse(files.get('routesChunkNames.json') ?? ''),
    '@generated/routes': {},
  };
  const chunkNamesTable = shared['@generated/routesChunkNames'] as Record<string, unknown>;
  const created: string[][] = [];
  shared['@docusaurus/ComponentCreator'] = (...creator: string[]) => {
    created.push(creator);
    return { creator, chunkNames: chunkNamesTable[creator.join('-')] };
  };
  const run = (file: string) => {
    const exports: Record<string, unknown> = {};
    const body = (files.get(file) ?? '')
      .replace(/^import \{ (\w+) \} from '([^']+)';$/gm, "const { $1 } = modules['$2'];")
      .replace(/^import (\w+) from '([^']+)';$/gm, "const $1 = modules['$2'];")
      .replace(/^export const (\w+) = /gm, 'const $1 = exports.$1 = ')
      .replace(/^export default /m, 'exports.default = ')
      .replace(/\(\) => import\([^)]*\)/g, '() => null');
    new Function('modules', 'exports', 'require', body)(shared, exports, {
      resolveWeak: (module: string) => module,
    });
    return exports;
  };
  const registry = shared['@generated/registry'] as Record<string, unknown>;
  Object.assign(registry, run('registry.js').default);
  const routesModule = run('routes.js');
  shared['@generated/routes'] = routesModule;
  for (const name of groupOrder) run(`group-${name}.js`);
  return {
    routes: routesModule.default as BrowserRoute[],
    registry,
    chunkNames: chunkNamesTable,
    created,
  };
}

const browserPaths = (routes: BrowserRoute[]): string[] =>
  routes.flatMap((route) => [route.path, ...browserPaths(route.routes ?? [])]);

/** The route paths left in the entry bundle once the two test groups have moved out. */
const pathsOutsideGroups = [
  '/blog/',
  '/docs/',
  '/docs/',
  '/docs/',
  '/docs/api/',
  '/docs/guide/',
  '*',
];

describe('client-routes: reading the generated modules', () => {
  it('reads the route tree with its creators and literal properties', () => {
    const routes = parseRoutes(routesSource);
    assert.deepEqual(paths(routes), [
      '/blog/',
      '/docs/',
      '/docs/',
      '/docs/',
      '/docs/api/',
      '/docs/api/one/',
      '/docs/guide/',
      '/docs/api/two/',
      '/docs/sol/x/',
      '*',
    ]);
    assert.deepEqual(routes[0], {
      path: '/blog/',
      creator: ['/blog/', 'f60'],
      props: [['exact', true]],
    });
    assert.deepEqual(routes.at(-1), { path: '*', creator: ['*'], props: [] });
  });

  it('reads each registry entry without the module path only the server reads', () => {
    const registry = parseRegistry(registrySource);
    assert.equal(registry.size, 9);
    assert.deepEqual(registry.get('doc-item'), {
      load: '() => import(/* webpackChunkName: "doc-item" */ "@theme/DocItem")',
      weakId: 'require.resolveWeak("@theme/DocItem")',
    });
  });

  it('fails on shapes Docusaurus does not generate', () => {
    assert.throws(
      () =>
        parseRoutes(
          routesSource.replace(
            "exact: true\n  },\n  {\n    path: '/docs/'",
            "exact: isExact\n  },\n  {\n    path: '/docs/'",
          ),
        ),
      /unexpected value of "exact"/,
    );
    assert.throws(
      () =>
        parseRoutes(routesSource.replace("ComponentCreator('/blog/', 'f60')", "Other('/blog/')")),
      /unexpected component/,
    );
    assert.throws(
      () =>
        parseRoutes(
          routesSource.replace(
            "ComponentCreator('/blog/', 'f60')",
            "ComponentCreator('/x/', 'f60')",
          ),
        ),
      /component created for another path/,
    );
    assert.throws(
      () => parseRegistry(registrySource.replace('"@theme/DocItem", require', 'x, require')),
      /unexpected non-string value/,
    );
    assert.throws(
      () => parseRegistry(registrySource.replace('require.resolveWeak("@theme/DocItem")', '1')),
      /unexpected registry entry/,
    );
    assert.throws(() => parseRoutes('export const x = [];'), /no default export/);
  });
});

describe('client-routes: splitting route groups', () => {
  it('moves the leaves under each prefix, not the prefix page itself', () => {
    const split = splitRouteGroups(routeData(), groups);
    assert.deepEqual(paths(split.routes), pathsOutsideGroups);
    const [api, sol] = split.groups;
    assert.deepEqual(
      [...(api?.routesByList ?? [])].map(([list, moved]) => [
        list,
        moved.map(({ index, route }) => [index, route.path]),
      ]),
      [
        [
          '/docs/-5fa',
          [
            [1, '/docs/api/one/'],
            [3, '/docs/api/two/'],
          ],
        ],
      ],
    );
    assert.deepEqual(Object.keys(api?.chunkNames ?? {}), [
      '/docs/api/one/-a02',
      '/docs/api/two/-a03',
    ]);
    assert.deepEqual(Object.keys(sol?.chunkNames ?? {}), ['/docs/sol/x/-c01']);
    assert.deepEqual(Object.keys(split.chunkNames), [
      '/blog/-f60',
      '/docs/-323',
      '/docs/-9ba',
      '/docs/-5fa',
      '/docs/api/-a01',
      '/docs/guide/-b01',
    ]);
  });

  it('moves a registry entry only when one group alone uses it', () => {
    const split = splitRouteGroups(routeData(), groups);
    const [api, sol] = split.groups;
    assert.deepEqual([...(api?.registry.keys() ?? [])], ['api-one', 'api-two']);
    assert.deepEqual([...(sol?.registry.keys() ?? [])], ['sol-x']);
    // Used by the entry bundle's routes, by two groups, or by no route: they stay.
    assert.deepEqual(
      [...split.registry.keys()],
      ['doc-item', 'api-index', 'guide', 'api-shared', 'blog', 'unused'],
    );
  });

  it('fails on a group that holds no route, a bad option or two routes for one path', () => {
    assert.throws(
      () => splitRouteGroups(routeData(), [{ name: 'none', pathPrefix: '/docs/none/' }]),
      /no route under \/docs\/none\//,
    );
    assert.throws(
      () => splitRouteGroups(routeData(), [{ name: 'API', pathPrefix: '/docs/api/' }]),
      /bad group name/,
    );
    assert.throws(
      () => splitRouteGroups(routeData(), [{ name: 'api', pathPrefix: '/docs/api' }]),
      /starts and ends/,
    );
    assert.throws(
      () =>
        splitRouteGroups(routeData(), [
          { name: 'a', pathPrefix: '/docs/' },
          { name: 'b', pathPrefix: '/docs/api/' },
        ]),
      /in more than one group/,
    );
    const twice = routeData();
    const wrapper = twice.routes[1]?.routes?.[0]?.routes?.[0];
    wrapper?.routes?.push({
      path: '/docs/api/one',
      creator: ['/docs/api/one', 'a09'],
      props: [['exact', true]],
    });
    assert.throws(() => splitRouteGroups(twice, groups), /two routes match \/docs\/api\/one\//);
  });
});

describe('client-routes: the printed modules in the browser', () => {
  const original = runClientModules(printClientModules(splitRouteGroups(routeData(), [])), []);

  it('the entry modules alone have the routes outside the groups', () => {
    const files = printClientModules(splitRouteGroups(routeData(), groups));
    const { routes, registry } = runClientModules(files, []);
    assert.deepEqual(browserPaths(routes), pathsOutsideGroups);
    assert.deepEqual(Object.keys(registry), [
      'doc-item',
      'api-index',
      'guide',
      'api-shared',
      'blog',
      'unused',
    ]);
    // The server-only module paths are gone; the loader and the weak id remain.
    assert.deepEqual((registry['guide'] as unknown[]).slice(1), [0, '@site/docs/guide.md']);
    assert.match(
      files.get('groups.js') ?? '',
      /webpackChunkName: "routes-api" \*\/ "\.\/group-api\.js"/,
    );
  });

  for (const order of [
    ['api', 'sol'],
    ['sol', 'api'],
  ]) {
    it(`loading the groups (${order.join(', then ')}) restores every route with its chunk names`, () => {
      const files = printClientModules(splitRouteGroups(routeData(), groups));
      const restored = runClientModules(files, order);
      assert.deepEqual(browserPaths(restored.routes).sort(), browserPaths(original.routes).sort());
      assert.deepEqual(
        Object.keys(restored.registry).sort(),
        Object.keys(original.registry).sort(),
      );
      assert.deepEqual(restored.chunkNames, chunkNames);
      // Each moved route's component was created with its chunk names in place.
      const docs = restored.routes[1]?.routes?.[0]?.routes?.[0]?.routes ?? [];
      const one = docs.find((route) => route.path === '/docs/api/one/');
      assert.deepEqual(one?.component, {
        creator: ['/docs/api/one/', 'a02'],
        chunkNames: chunkNames['/docs/api/one/-a02'],
      });
      assert.equal(one?.exact, true);
    });
  }

  it('creates the component of a route when it is first read, once', () => {
    const files = printClientModules(splitRouteGroups(routeData(), groups));
    const restored = runClientModules(files, ['api', 'sol']);
    assert.deepEqual(restored.created, [], 'no component is created as the modules run');
    const blog = restored.routes[0];
    const component = blog?.component;
    assert.equal(blog?.component, component, 'the same component at every read');
    assert.deepEqual(restored.created, [['/blog/', 'f60']]);
    assert.deepEqual(Object.keys(blog ?? {}), ['path', 'exact', 'component']);
  });

  it('one group restores its routes at their original places', () => {
    const files = printClientModules(splitRouteGroups(routeData(), groups.slice(0, 1)));
    const restored = runClientModules(files, ['api']);
    assert.deepEqual(restored.routes, original.routes);
  });
});
