/**
 * The client modules that replace Docusaurus's own, run beside the installed originals on
 * the same fake routes and browser (tests/support/client-modules): the same calls and
 * results, except for what each copy changes, which is asserted as such.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ReactElement } from 'react';
import type { RootCall } from '../support/client-modules/react-dom-client';
import {
  installFakeBrowser,
  type FakeBrowser,
  type FakeBrowserOptions,
} from '../support/client-modules/fake-browser';
import { generatedModules } from '../support/docusaurus-render/fixtures';
import { buildBundle, runBundle, type BundledModules } from '../support/theme-bundle';
import { ourPath, packageDir, upstreamCopies, upstreamPath } from '../support/upstream-copies';

const fixtures = path.join(__dirname, '../support/client-modules');
const core = packageDir('@docusaurus/core');
const { clientDocusaurus, clientPreload, chunkNames, clientEntry } = upstreamCopies;

function reexport(file: string): string {
  const from = JSON.stringify(path.join(fixtures, file));
  return `export { default } from ${from};\nexport * from ${from};`;
}

const generated = {
  ...generatedModules(),
  routes: reexport('routes.ts'),
  routesChunkNames: reexport('routes-chunk-names.ts'),
  'client-routes/groups': reexport('route-groups.ts'),
};

const fixtureModules = {
  routes: '@generated/routes',
  groups: '@generated/client-routes/groups',
};

function exported<T>(modules: BundledModules, module: string, name = 'default'): T {
  const value = modules[module]?.[name];
  assert.ok(value !== undefined, `the bundle's ${module} has no export ${name}`);
  return value as T;
}

let browser: FakeBrowser | undefined;

/** A fresh run of the bundle in a fresh fake browser: module state starts over. */
function fresh(
  code: string,
  options: FakeBrowserOptions,
): { modules: BundledModules; browser: FakeBrowser } {
  browser?.restore();
  browser = installFakeBrowser(options);
  return { modules: runBundle(code), browser };
}

after(() => browser?.restore());

/** Lets the current task's promise callbacks run (chains up to 20 deep), not later tasks. */
async function endOfTask(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Waits, a timer at a time, until `done` holds (or two seconds have passed). */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 2000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('client-preload beside @docusaurus/core lib/client/preload.js', () => {
  let code: string;
  before(async () => {
    code = await buildBundle({
      modules: {
        ...fixtureModules,
        ours: ourPath(clientPreload),
        upstream: upstreamPath(clientPreload),
      },
      generated,
    });
  });

  const preloadWith = async (side: 'ours' | 'upstream', pathname: string) => {
    const { modules } = fresh(code, { pathname: '/' });
    const preload = exported<(pathname: string) => Promise<unknown[]>>(modules, side);
    const results = await preload(pathname);
    return {
      results,
      preloaded: exported<string[]>(modules, 'routes', 'preloaded'),
      groups: exported<string[]>(modules, 'groups', 'loadedGroups'),
    };
  };

  for (const pathname of [
    '/docs/quickstart/',
    '/docs/caf%C3%A9/',
    '/blog/',
    '/nowhere/',
    '/docs/reference/',
  ]) {
    it(`preloads the same route components for ${pathname}`, async () => {
      const ours = await preloadWith('ours', pathname);
      assert.deepEqual(ours, await preloadWith('upstream', pathname));
      assert.ok(ours.preloaded.length > 0);
    });
  }

  it('loads the route group of a path under its prefix first, then preloads its route too', async () => {
    const ours = await preloadWith('ours', '/docs/reference/cli/');
    const upstream = await preloadWith('upstream', '/docs/reference/cli/');
    assert.deepEqual(upstream, {
      results: ['docs-root', 'reference-root'],
      preloaded: ['docs-root', 'reference-root'],
      groups: [],
    });
    assert.deepEqual(ours, {
      results: [...upstream.results, 'reference-cli'],
      preloaded: [...upstream.preloaded, 'reference-cli'],
      groups: ['/docs/reference/'],
    });
  });
});

describe('client-docusaurus beside @docusaurus/core lib/client/docusaurus.js and prefetch.js', () => {
  let code: string;
  before(async () => {
    code = await buildBundle({
      modules: {
        ...fixtureModules,
        ours: ourPath(clientDocusaurus),
        upstream: upstreamPath(clientDocusaurus),
      },
      generated,
    });
  });

  type Api = {
    prefetch: (path: string) => false | Promise<unknown>;
    preload: (path: string) => false | Promise<unknown>;
  };
  const api = (modules: BundledModules, side: 'ours' | 'upstream') => exported<Api>(modules, side);

  it('has the same frozen API on window.docusaurus', () => {
    const { modules } = fresh(code, { pathname: '/' });
    for (const side of ['ours', 'upstream'] as const) {
      assert.deepEqual(Object.keys(api(modules, side)), ['prefetch', 'preload']);
      assert.ok(Object.isFrozen(api(modules, side)));
    }
  });

  /** Each call's result and the chunk files it prefetched: in the calling task, and in all. */
  const prefetchAll = async (
    side: 'ours' | 'upstream',
    paths: string[],
    options: FakeBrowserOptions = { pathname: '/' },
  ) => {
    const { modules, browser: fake } = fresh(code, options);
    const calls: { path: string; returned: string; inTask: string[]; files: string[] }[] = [];
    for (const routePath of paths) {
      const before = fake.prefetched.length;
      const result = api(modules, side).prefetch(routePath);
      await endOfTask();
      const inTask = fake.prefetched.slice(before);
      await result;
      calls.push({
        path: routePath,
        returned: result === false ? 'false' : 'promise',
        inTask,
        files: fake.prefetched.slice(before),
      });
    }
    return { calls, groups: exported<string[]>(modules, 'groups', 'loadedGroups') };
  };
  const paths = [
    '/docs/quickstart/',
    '/blog/',
    '/docs/caf%C3%A9/',
    '/docs/café/',
    '/nowhere/',
    '/docs/quickstart/',
  ];

  it('prefetches the same chunk files for each path, once per path, but in idle time', async () => {
    const ours = await prefetchAll('ours', paths);
    const upstream = await prefetchAll('upstream', paths);
    const settled = (calls: typeof ours.calls) =>
      calls.map(({ path, returned, files }) => ({ path, returned, files }));
    assert.deepEqual(settled(ours.calls), settled(upstream.calls));
    assert.deepEqual(ours.calls[0]?.files, [
      '/assets/js/b1.js',
      '/assets/js/b2.js',
      '/assets/js/c1.js',
      '/assets/js/c2.js',
    ]);
    // The one difference: ours adds no link in the task that calls prefetch(); a later idle
    // callback does.
    assert.deepEqual(
      upstream.calls.map(({ inTask }) => inTask),
      upstream.calls.map(({ files }) => files),
    );
    assert.ok(ours.calls.every(({ inTask }) => inTask.length === 0));
  });

  it('adds one link per idle callback when the browser grants no idle time', async () => {
    const { modules, browser: fake } = fresh(code, { pathname: '/', idle: true });
    const done = [
      api(modules, 'ours').prefetch('/docs/quickstart/'),
      api(modules, 'ours').prefetch('/docs/reference/cli/'),
    ];
    const linksPerCallback: number[] = [];
    for (let run = fake.idleCallbacks.shift(); run; run = fake.idleCallbacks.shift()) {
      const before = fake.prefetched.length;
      run({ timeRemaining: () => 0 });
      // The route group loads in a later task, like a chunk from the network.
      await until(() => fake.idleCallbacks.length > 0 || fake.prefetched.length === 9);
      linksPerCallback.push(fake.prefetched.length - before);
    }
    await Promise.all(done);
    assert.equal(fake.prefetched.length, 9);
    assert.ok(
      linksPerCallback.every((links) => links <= 1),
      `links added per idle callback: ${linksPerCallback.join(', ')}`,
    );
  });

  it('loads the route group of a path under its prefix before listing its chunks', async () => {
    const [ours] = (await prefetchAll('ours', ['/docs/reference/cli/'])).calls;
    const [upstream] = (await prefetchAll('upstream', ['/docs/reference/cli/'])).calls;
    assert.deepEqual(upstream?.files, ['/assets/js/b1.js', '/assets/js/b2.js', '/assets/js/d1.js']);
    assert.deepEqual(ours?.files, [
      ...(upstream?.files ?? []),
      '/assets/js/c1.js',
      '/assets/js/d2.js',
    ]);
  });

  it('prefetches and preloads nothing on a slow or data-saving connection', async () => {
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: '4g', saveData: true }]) {
      for (const side of ['ours', 'upstream'] as const) {
        const { calls } = await prefetchAll(side, ['/docs/quickstart/'], {
          pathname: '/',
          connection,
        });
        assert.deepEqual(calls[0]?.returned, 'false');
        const { modules } = fresh(code, { pathname: '/', connection });
        assert.equal(api(modules, side).preload('/docs/quickstart/'), false);
      }
    }
  });

  it('preloads a path once, with the same route components', async () => {
    const preloadTwice = async (side: 'ours' | 'upstream') => {
      const { modules } = fresh(code, { pathname: '/' });
      const first = api(modules, side).preload('/docs/quickstart/');
      assert.notEqual(first, false);
      await first;
      return {
        again: api(modules, side).preload('/docs/quickstart/'),
        preloaded: exported<string[]>(modules, 'routes', 'preloaded'),
      };
    };
    assert.deepEqual(await preloadTwice('ours'), await preloadTwice('upstream'));
  });
});

describe('chunk-names beside @docusaurus/core lib/client/flat.js', () => {
  it('lists the chunk names flat lists, without the empty objects flat keeps as leaves', async () => {
    const modules = runBundle(
      await buildBundle({
        modules: {
          ours: ourPath(chunkNames),
          upstream: upstreamPath(chunkNames),
          fixture: path.join(fixtures, 'routes-chunk-names.ts'),
        },
        generated: {},
      }),
    );
    const leafValues = exported<(tree: unknown) => string[]>(modules, 'ours', 'leafValues');
    const flat = exported<(tree: unknown) => Record<string, unknown>>(modules, 'upstream');
    for (const [route, chunks] of Object.entries(
      exported<Record<string, unknown>>(modules, 'fixture'),
    )) {
      const flattened = Object.values(flat(chunks));
      const empty = flattened.filter((value) => typeof value === 'object');
      assert.deepEqual(empty, route === '/blog/-a1b' ? [{}] : [], route);
      assert.deepEqual(
        leafValues(chunks),
        flattened.filter((value) => typeof value === 'string'),
        route,
      );
    }
  });
});

describe('client-entry beside @docusaurus/core lib/client/clientEntry.js', () => {
  const codes: Record<'ours' | 'upstream', string> = { ours: '', upstream: '' };
  before(async () => {
    const build = (entry: string) =>
      buildBundle({
        modules: {
          ...fixtureModules,
          entry,
          reactDomClient: path.join(fixtures, 'react-dom-client.ts'),
          docusaurus: path.join(core, 'lib/client/docusaurus.js'),
          app: path.join(core, 'lib/client/App.js'),
          // The packages the entry takes its providers from, as Docusaurus resolves them.
          helmet: 'react-helmet-async',
          routerDom: 'react-router-dom',
        },
        generated,
        aliases: { 'react-dom/client': path.join(fixtures, 'react-dom-client.ts') },
        // Production builds have no hot module replacement.
        define: { 'module.hot': 'undefined' },
      });
    codes.ours = await build(ourPath(clientEntry));
    codes.upstream = await build(upstreamPath(clientEntry));
  });

  const start = async (side: 'ours' | 'upstream', hydrate: boolean) => {
    const saved = process.env.HYDRATE_CLIENT_ENTRY;
    if (hydrate) process.env.HYDRATE_CLIENT_ENTRY = 'true';
    else delete process.env.HYDRATE_CLIENT_ENTRY;
    try {
      const { modules, browser: fake } = fresh(codes[side], { pathname: '/docs/quickstart/' });
      const preloaded = exported<string[]>(modules, 'routes', 'preloaded');
      const rootCalls = exported<RootCall[]>(modules, 'reactDomClient', 'rootCalls');
      await endOfTask();
      const inTask = {
        preloaded: [...preloaded],
        roots: rootCalls.length,
        docusaurus: fake.window.docusaurus,
      };
      await until(() => rootCalls.length > 0);
      return { modules, fake, inTask, preloaded, rootCalls };
    } finally {
      if (saved === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
      else process.env.HYDRATE_CLIENT_ENTRY = saved;
    }
  };

  /** Which components the app element is made of, and what its Router renders. */
  const describeApp = (app: unknown, modules: BundledModules) => {
    const helmet = app as ReactElement<{ children: ReactElement<{ children: ReactElement }> }>;
    const router = helmet.props.children;
    const Router = router.type as (props: { children: null }) => ReactElement;
    return {
      helmetProvider: helmet.type === exported(modules, 'helmet', 'HelmetProvider'),
      router: (router.type as { name: string }).name,
      browserRouter:
        Router({ children: null }).type === exported(modules, 'routerDom', 'BrowserRouter'),
      app: router.props.children.type === exported(modules, 'app'),
    };
  };

  for (const hydrate of [true, false]) {
    it(`starts the same app on the same root (${hydrate ? 'hydrated' : 'rendered'}), after preloading the route`, async () => {
      const runs = {
        ours: await start('ours', hydrate),
        upstream: await start('upstream', hydrate),
      };
      const summaries = Object.values(runs).map(({ modules, fake, preloaded, rootCalls }) => {
        assert.equal(rootCalls.length, 1);
        const [call] = rootCalls;
        assert.equal(call?.container, fake.container);
        assert.equal(fake.window.docusaurus, exported(modules, 'docusaurus'));
        assert.ok(fake.window.docusaurusRoot);
        const logged: unknown[][] = [];
        const { error } = console;
        console.error = (...args: unknown[]) => logged.push(args);
        try {
          (
            call?.options as { onRecoverableError?: (error: unknown, info: unknown) => void }
          )?.onRecoverableError?.('boom', 'info');
        } finally {
          console.error = error;
        }
        return { method: call?.method, app: describeApp(call?.app, modules), preloaded, logged };
      });
      assert.deepEqual(summaries[0], summaries[1]);
      assert.deepEqual(summaries[0], {
        method: hydrate ? 'hydrateRoot' : 'createRoot',
        app: {
          helmetProvider: true,
          router: 'Router',
          browserRouter: true,
          app: true,
        },
        preloaded: ['docs-root', 'docs-quickstart'],
        logged: [['Docusaurus React Root onRecoverableError:', 'boom', 'info']],
      });
      // The difference: in the task that runs the bundle, upstream requests the route's
      // chunks (preload) and, as they are there already, starts React; ours leaves both to
      // later tasks. Both set window.docusaurus at once.
      assert.deepEqual(runs.upstream.inTask, {
        preloaded: ['docs-root', 'docs-quickstart'],
        roots: 1,
        docusaurus: exported(runs.upstream.modules, 'docusaurus'),
      });
      assert.deepEqual(runs.ours.inTask, {
        preloaded: [],
        roots: 0,
        docusaurus: exported(runs.ours.modules, 'docusaurus'),
      });
    });
  }
});
