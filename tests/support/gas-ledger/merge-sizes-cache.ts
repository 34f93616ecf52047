/**
 * The merge-size measurement (merge-sizes.ts) takes about a minute and, given its inputs, always
 * gives the same bytes, so a run may take it from an earlier run with the same key. The cache sits
 * beside the page steps' cache (proof-run/step-cache.ts): under the parent of MACI_STEP_CACHE when
 * that is set, else under ~/.cache/maci-website, outside the clone.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  formatMergeSizes,
  measureMergeSizes,
  mergeSizesKey,
  type MergeSizesResult,
} from './merge-sizes';

export const mergeSizesCacheDir = join(
  process.env.MACI_STEP_CACHE
    ? dirname(process.env.MACI_STEP_CACHE)
    : join(homedir(), '.cache', 'maci-website'),
  'gas-merges',
);

/** The cache file of a measurement with these sizes (the default ones when none are given). */
export function mergeSizesCacheFile(sizes?: number[]): string {
  return join(mergeSizesCacheDir, `${mergeSizesKey(sizes)}.json`);
}

/** The stored measurement with the current key, else a fresh one, stored for the next run. */
export async function cachedMergeSizes(
  options: { sizes?: number[] } = {},
): Promise<MergeSizesResult> {
  const file = mergeSizesCacheFile(options.sizes);
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as MergeSizesResult;
      if (stored.key === mergeSizesKey(options.sizes)) return stored;
    } catch {
      // An unreadable file is measured again and replaced.
    }
  }
  const result = await measureMergeSizes(options);
  mkdirSync(mergeSizesCacheDir, { recursive: true });
  // Written beside the target and renamed, so a reader never sees half a file.
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, formatMergeSizes(result));
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  return result;
}
