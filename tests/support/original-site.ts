/**
 * The original site's build (../shared/anchor/), served for a browser test exactly as this
 * site's build is (scripts/serve-nginx.ts, the production nginx configuration), on a free
 * loopback port. Undefined in a clone without the tarball: the caller then checks this site
 * alone.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, stop } from '../../scripts/bench-serve';
import { extractOriginalBuild } from '../../scripts/original-build';
import { freePort } from './free-port';
import { host } from './server';

export interface ServedSite {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function serveOriginalSite(): Promise<ServedSite | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'maci-original-'));
  const buildDir = extractOriginalBuild(join(__dirname, '..', '..'), dir);
  if (!buildDir) {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const port = await freePort();
  const server: ChildProcess = await serve(port, buildDir);
  return {
    baseURL: `http://${host}:${port}`,
    stop: async () => {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
