/**
 * Just enough of a browser for Docusaurus's client modules to run in node: a window with a
 * location, a document whose head takes `<link rel=prefetch>` elements (each "loads" on the
 * next microtask), the navigator's connection, and the bundler's chunk URL lookup; with
 * `idle`, a requestIdleCallback whose callbacks wait in `idleCallbacks` until a test runs them.
 */

export interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  relList: { supports: (feature: string) => boolean };
  setAttribute: (name: 'rel' | 'href', value: string) => void;
}

export interface FakeBrowser {
  window: { location: { pathname: string }; document: object; [key: string]: unknown };
  /** The app container, `#__docusaurus`. */
  container: object;
  /** The href of every link added to the head, in order. */
  prefetched: string[];
  /** Callbacks passed to requestIdleCallback (with `idle`), in order, not yet run. */
  idleCallbacks: ((deadline: { timeRemaining: () => number }) => void)[];
  restore: () => void;
}

/** Chunk files the fake bundler knows; any other chunk was merged into another one. */
const chunkFiles: Record<string, string> = {
  'comp-blog-list': 'a1.js',
  'props-blog': 'a2.js',
  'post-a': 'a3.js',
  'post-b': 'a4.js',
  'comp-docs-root': 'b1.js',
  'props-docs': 'b2.js',
  'comp-doc': 'c1.js',
  'content-quickstart': 'c2.js',
  'comp-reference-root': 'd1.js',
  'content-cli': 'd2.js',
};

export interface FakeBrowserOptions {
  pathname: string;
  connection?: { effectiveType?: string; saveData?: boolean };
  /** Gives the page a requestIdleCallback (node has none, so modules fall back to timers). */
  idle?: boolean;
}

const globalNames = [
  'window',
  'document',
  'navigator',
  '__webpack_require__',
  'requestIdleCallback',
] as const;

export function installFakeBrowser({
  pathname,
  connection,
  idle = false,
}: FakeBrowserOptions): FakeBrowser {
  const prefetched: string[] = [];
  const idleCallbacks: FakeBrowser['idleCallbacks'] = [];
  const requestIdleCallback = (callback: FakeBrowser['idleCallbacks'][number]) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  };
  // The page it holds has a code block (the client entry asks, to warm up Intl first).
  const container = { id: '__docusaurus', querySelector: () => ({ tagName: 'PRE' }) };
  const append = (link: FakeLink) => {
    prefetched.push(link.href);
    queueMicrotask(() => link.onload?.());
  };
  const head = { append, appendChild: append };
  const document = {
    head,
    createElement: (tagName: string): FakeLink => {
      if (tagName !== 'link') throw new Error(`the fake document makes links only, not ${tagName}`);
      const link: FakeLink = {
        rel: '',
        href: '',
        onload: null,
        onerror: null,
        relList: { supports: (feature) => feature === 'prefetch' },
        setAttribute: (name, value) => {
          link[name] = value;
        },
      };
      return link;
    },
    getElementsByTagName: (tagName: string) => (tagName === 'head' ? [head] : []),
    getElementsByName: () => [],
    getElementById: (id: string) => (id === container.id ? container : null),
  };
  const window = { location: { pathname }, document };
  // As webpack's chunk URL lookup answers for a chunk it does not have.
  const gca = (chunkName: string) => `/assets/js/${chunkFiles[chunkName] ?? 'undefined'}`;
  const saved = globalNames.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const values = [
    window,
    document,
    { connection },
    { gca },
    idle ? requestIdleCallback : undefined,
  ];
  globalNames.forEach((name, index) => {
    if (values[index] === undefined) return;
    Object.defineProperty(globalThis, name, {
      value: values[index],
      configurable: true,
      writable: true,
    });
  });
  return {
    window,
    container,
    prefetched,
    idleCallbacks,
    restore: () => {
      globalNames.forEach((name, index) => {
        const descriptor = saved[index];
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      });
    },
  };
}
