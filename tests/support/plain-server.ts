/**
 * A static file server with no rewrites and no redirects, as GitHub Pages serves a site:
 * `/x/` answers with `x/index.html`, `/x/index.html` with the same file at that address,
 * anything missing with `404.html` (or a bare 404 when there is none). For tests of what a page does on such hosts.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
};

export interface PlainServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `root` on a free loopback port. */
export async function servePlainFiles(root: string): Promise<PlainServer> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const relative = decodeURIComponent(pathname) + (pathname.endsWith('/') ? 'index.html' : '');
    const file = path.join(root, path.normalize(relative));
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(root, '404.html');
    // A site without a not-found page (a single-page app) gets a bare 404.
    if (!found && !existsSync(served)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(found ? 200 : 404, {
      'content-type': types[path.extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
