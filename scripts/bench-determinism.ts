/**
 * Deterministic build check: fingerprints every file of a build so two clean builds of
 * the same commit can be compared file by file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Fingerprints = Map<string, string>;

export function fingerprintTree(
  dir: string,
  root = dir,
  into: Fingerprints = new Map(),
): Fingerprints {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) fingerprintTree(path, root, into);
    else
      into.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return into;
}

/** Paths present in only one build, or with different contents, sorted. */
export function differingFiles(a: Fingerprints, b: Fingerprints): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => a.get(p) !== b.get(p)).sort();
}
