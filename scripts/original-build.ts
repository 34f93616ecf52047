/**
 * The original site's production build, kept as a tarball beside the checkout
 * (../shared/anchor/), for the benchmark and the reading parity test: both serve it exactly as
 * they serve this site's build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const originalTarball = (root: string): string =>
  join(root, '..', 'shared', 'anchor', 'original-site-build.tar.gz');

/**
 * Extracts the tarball afresh into `dir` (a stale copy is never used) and returns the build
 * folder in it, or undefined in a clone without the tarball.
 */
export function extractOriginalBuild(root: string, dir: string): string | undefined {
  const tarball = originalTarball(root);
  if (!existsSync(tarball)) return undefined;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', dir]);
  return join(dir, 'build');
}
