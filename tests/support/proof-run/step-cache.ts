/**
 * Cache keys for a procedure page's cached steps (`{/* cache: name *\/}`): compiling circuits and
 * making keys is slow and, given its inputs, always gives files that work the same, so a run may
 * take them from an earlier run with the same inputs. A key hashes every input a cached step can
 * depend on: the text of every step up to it (substitutions by what the runner runs instead),
 * the name and version of every package the page's install brings, the circuit sources and any
 * further files the caller names. Change one and the key changes, so the page's own commands run
 * again and fill a new folder.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot } from '../docs-files';
import { dependencyClosure } from '../page-run';
import { installedSpecs, type Step, type Substitution } from '../page-steps';

/** Outside the clone, so a fresh clone on the same machine finds it. */
export const stepCacheRoot =
  process.env.MACI_STEP_CACHE ?? join(homedir(), '.cache', 'maci-website', 'page-steps');

/** The files under a path, sorted, each as its path relative to `base` and its content hash. */
function fileHashes(path: string, base: string): string[] {
  if (statSync(path).isFile()) {
    const digest = createHash('sha256').update(readFileSync(path)).digest('hex');
    return [`${relative(base, path)} ${digest}`];
  }
  return readdirSync(path)
    .sort()
    .flatMap((name) => fileHashes(join(path, name), base));
}

/** The installed version of every package in the install's dependency closure. */
function packageVersions(steps: Step[]): string[] {
  const install = steps.find((s) => s.substitute === 'install');
  const names = install ? installedSpecs(install.code).map((spec) => spec.name) : [];
  return dependencyClosure(repoRoot, names).map((name) => {
    const manifest = join(repoRoot, 'node_modules', name, 'package.json');
    return `${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
  });
}

export interface CacheInputs {
  /**
   * What the runner runs for the substituted steps that cached steps depend on (free of
   * per-run paths; the install and node replacements stand for themselves).
   */
  replacements: Partial<Record<Substitution, string>>;
  /** Files and folders (absolute) whose content the cached steps read, e.g. circuit sources. */
  paths: string[];
}

/** The key of each cached step, by step index. */
export function stepCacheKeys(steps: Step[], inputs: CacheInputs): Map<number, string> {
  const shared = createHash('sha256');
  for (const line of packageVersions(steps)) shared.update(`${line}\n`);
  for (const path of inputs.paths) {
    for (const line of fileHashes(path, repoRoot)) shared.update(`${line}\n`);
  }
  const sharedDigest = shared.digest('hex');
  const keys = new Map<number, string>();
  steps.forEach((step, index) => {
    if (!step.cache) return;
    const hash = createHash('sha256').update(sharedDigest);
    for (const earlier of steps.slice(0, index + 1)) {
      const text = earlier.substitute
        ? `${earlier.code}\n[${earlier.substitute}] ${inputs.replacements[earlier.substitute] ?? ''}`
        : earlier.code;
      hash.update(`${text}\n\0`);
    }
    keys.set(index, `${step.measure ?? 'step'}-${hash.digest('hex').slice(0, 24)}`);
  });
  return keys;
}

/** The cache folder of each cached step, by step index. */
export function stepCacheDirs(keys: Map<number, string>): Map<number, string> {
  return new Map([...keys].map(([index, key]) => [index, join(stepCacheRoot, key)]));
}
