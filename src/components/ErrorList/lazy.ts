/**
 * The browser's side of the error list's store (plugins/error-reference/list-html.ts): a loader
 * of the list's HTML strings, fetched once, and what it has fetched.
 */
export interface LazyParts {
  (): Promise<readonly string[]>;
  loaded?: readonly string[];
}

export function lazyParts(load: () => Promise<{ default: readonly string[] }>): LazyParts {
  let pending: Promise<readonly string[]> | undefined;
  const parts: LazyParts = () =>
    (pending ??= load().then(({ default: strings }) => (parts.loaded = strings)));
  return parts;
}
