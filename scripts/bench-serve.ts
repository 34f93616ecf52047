/**
 * Starts and stops scripts/serve-nginx.ts for the benchmarks: a build directory served with
 * the production nginx configuration on a loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** scripts/serve-nginx.ts on `at` for `buildDir` (ours when omitted), once it answers. */
export async function serve(at: number, buildDir?: string): Promise<ChildProcess> {
  const args = [
    '--import',
    'tsx',
    'scripts/serve-nginx.ts',
    String(at),
    ...(buildDir ? [buildDir] : []),
  ];
  // Its own process group, so that stop() reaches nginx too; stderr shows why it failed.
  const server = spawn('node', args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null)
      throw new Error(`serve-nginx.ts ${args.slice(3).join(' ')} exited`);
    try {
      if ((await fetch(`http://127.0.0.1:${at}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop(server);
  throw new Error('server did not start');
}

/** Resolves once the script has exited, i.e. nginx has stopped and freed the port. */
export async function stop(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  // SIGTERM lets the script stop nginx and remove its temporary folder.
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}
