/**
 * Loads a docs version's search index in the browser, once per page view. The outline and
 * the engine's code come first, when the reader shows intent to search; the text, which
 * completes the same engine, is requested once the first answer is on screen (or at once
 * where results must be final, as on the search page). Components follow a version's state
 * with useSearchIndex.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { SearchEngine } from './engine';
import { outlineFile, textFile, type OutlineIndex, type TextIndex } from './format';

export interface SearchIndexState {
  engine?: SearchEngine;
  /** The text has been added: results are final. */
  complete: boolean;
  error?: string;
}

interface Entry {
  state: SearchIndexState;
  listeners: Set<() => void>;
  outline?: Promise<SearchEngine>;
  text?: Promise<void>;
}

const entries = new Map<string, Entry>();
const idle: SearchIndexState = { complete: false };

function entryOf(base: string): Entry {
  let entry = entries.get(base);
  if (!entry) {
    entry = { state: idle, listeners: new Set() };
    entries.set(base, entry);
  }
  return entry;
}

/** `base` + file, refused unless it is on this site's origin. */
export function indexUrl(base: string, file: string): string {
  const url = new URL(`${base}${file}`, window.location.href);
  if (url.origin !== window.location.origin) throw new Error('Unexpected version url');
  return url.href;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (${response.status}).`);
  return (await response.json()) as T;
}

function update(entry: Entry, state: SearchIndexState): void {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

function fail(entry: Entry, error: unknown): void {
  update(entry, { ...entry.state, error: error instanceof Error ? error.message : String(error) });
}

/** Starts loading the outline under `base` (a version's path ending in '/'), if not yet. */
export function prepareSearchIndex(base: string): Promise<SearchEngine> {
  const entry = entryOf(base);
  entry.outline ??= (async () => {
    // The engine's code and the outline download side by side; neither is on the page
    // until the reader shows intent to search.
    const [{ SearchEngine }, outline] = await Promise.all([
      import('./engine'),
      fetchJson<OutlineIndex>(indexUrl(base, outlineFile)),
    ]);
    const engine = new SearchEngine(outline);
    update(entry, { engine, complete: false });
    return engine;
  })();
  entry.outline.catch((error: unknown) => fail(entry, error));
  return entry.outline;
}

/** Loads the text under `base` into its engine, if not yet: results become final. */
export function completeSearchIndex(base: string): void {
  const entry = entryOf(base);
  entry.text ??= (async () => {
    const engine = await prepareSearchIndex(base);
    const text = await fetchJson<TextIndex>(
      `${indexUrl(base, textFile)}?_=${encodeURIComponent(engine.outline.id)}`,
    );
    await engine.addText(text);
    update(entry, { engine, complete: true });
  })();
  entry.text.catch((error: unknown) => fail(entry, error));
}

/**
 * The state of the index under `base`. `load`: 'outline' starts loading the outline,
 * 'all' the text as well.
 */
export function useSearchIndex(base: string, load: 'none' | 'outline' | 'all'): SearchIndexState {
  useEffect(() => {
    if (load === 'outline') void prepareSearchIndex(base).catch(() => undefined);
    if (load === 'all') completeSearchIndex(base);
  }, [base, load]);
  return useSyncExternalStore(
    (listener) => {
      const entry = entryOf(base);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entries.get(base)?.state ?? idle,
    () => idle,
  );
}
