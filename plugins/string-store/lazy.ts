/**
 * The browser's side of a string store (./index.ts): a loader of the strings, fetched once,
 * and what it has fetched. Free of Node modules: it goes into the browser's bundle.
 */
export interface LazyStrings {
  (): Promise<readonly string[]>;
  loaded?: readonly string[];
}

export function lazyStrings(load: () => Promise<{ default: readonly string[] }>): LazyStrings {
  let pending: Promise<readonly string[]> | undefined;
  const strings: LazyStrings = () =>
    (pending ??= load().then(({ default: loaded }) => (strings.loaded = loaded)));
  return strings;
}
