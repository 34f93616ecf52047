/**
 * Stands in for @docusaurus/core 3.10.2 lib/client/flat.js and the chunk name lookup of
 * lib/client/docusaurus.js (registered in tests/support/upstream-copies.ts).
 * The chunk names each route path needs, indexed once. Docusaurus's own prefetch scans every
 * entry of routesChunkNames with a regular expression for every link that scrolls into
 * view; with hundreds of routes and dozens of visible links that was a long task on page load.
 */

/** `{ "/docs/spec-1a2": { __comp: "x", content: "y" } }`, as in @generated/routesChunkNames. */
export type RouteChunkNames = Record<string, unknown>;

/** Leaf values of a nested object (the chunk names of one route). */
export function leafValues(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null) return typeof tree === 'string' ? [tree] : [];
  const values = Object.values(tree as Record<string, unknown>);
  // An empty object is a leaf in Docusaurus's `flat`; it names no chunk.
  return values.flatMap((value) => leafValues(value));
}

/** Route path (the key without its `-hash` suffix) → chunk names, in key order. */
export function indexChunkNames(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    names.push(...leafValues(chunks));
    index.set(path, names);
  }
  return index;
}
