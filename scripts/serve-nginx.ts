/**
 * Serves build/ with Debian's nginx and the shipped site configuration (deploy/nginx/), on
 * the loopback port of the browser tests, in the foreground: `node --import tsx
 * scripts/serve-nginx.ts [port] [build directory]`. Only what must differ on a test machine
 * is rewritten: the listen address, the web root, and where the two include files are.
 * Another build directory (the benchmark serves the original site's build this way) gets
 * the same configuration without our Content-Security-Policy header: its hashes are those
 * of our inline scripts, so the policy would block another build's.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxCspFile } from '../config/hosting';

const siteDir = resolve(__dirname, '..');
const ownBuildDir = join(siteDir, 'build');
const buildDir = resolve(process.argv[3] ?? ownBuildDir);
const withCsp = buildDir === ownBuildDir;
const cspFile = join(siteDir, nginxCspFile);
const deployDir = join(siteDir, 'deploy', 'nginx');
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const modulesDir = process.env.NGINX_MODULES_PATH ?? '/usr/lib/nginx/modules';
const brotliModules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const port = Number(process.argv[2] ?? process.env.TEST_PORT ?? 3100);

function fail(message: string): never {
  console.error(`serve-nginx: ${message}`);
  process.exit(1);
}

/** Replaces `from` exactly `count` times, so that a changed shipped file stops the tests. */
function replaceExactly(text: string, from: string, to: string, count: number, file: string) {
  const found = text.split(from).length - 1;
  if (found !== count) fail(`expected ${count}× "${from}" in ${file}, found ${found}`);
  return text.split(from).join(to);
}

if (!existsSync(join(buildDir, 'index.html'))) {
  fail(`no ${join(buildDir, 'index.html')}${withCsp ? ': run `npm run build`.' : ''}`);
}
if (withCsp) {
  if (!existsSync(cspFile)) fail(`no ${nginxCspFile}: run \`npm run build\`, which writes it.`);
  if (statSync(cspFile).mtimeMs < statSync(join(buildDir, 'index.html')).mtimeMs) {
    fail(`${nginxCspFile} is older than build/: run \`npm run build\` again.`);
  }
}
for (const file of [nginx, ...brotliModules.map((name) => join(modulesDir, name))]) {
  if (!existsSync(file)) fail(`${file} is missing: run \`bash scripts/ensure-nginx.sh\`.`);
}

// One folder per port, emptied on start: nginx's pid and temp files never touch /var or /run.
const runDir = join(tmpdir(), `maci-docs-nginx-${port}`);
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });

const headersName = 'snippets/maci-docs-headers.conf';
const headers = replaceExactly(
  readFileSync(join(deployDir, headersName), 'utf8'),
  'include /etc/nginx/snippets/maci-docs-csp.conf;',
  withCsp ? `include ${cspFile};` : '# No Content-Security-Policy: not our build.',
  1,
  headersName,
);
writeFileSync(join(runDir, 'headers.conf'), headers);

let site = readFileSync(join(deployDir, 'maci-docs.conf'), 'utf8');
site = replaceExactly(site, 'listen 80;', `listen 127.0.0.1:${port};`, 1, 'maci-docs.conf');
site = replaceExactly(site, 'listen [::]:80;', '', 1, 'maci-docs.conf');
site = replaceExactly(site, 'root /var/www/maci-docs;', `root ${buildDir};`, 1, 'maci-docs.conf');
site = site.replaceAll(`include /etc/nginx/${headersName};`, `include ${runDir}/headers.conf;`);
writeFileSync(join(runDir, 'site.conf'), site);

const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((kind) => `    ${kind}_temp_path ${runDir}/${kind};`)
  .join('\n');
const main = `# Rendered by scripts/serve-nginx.ts for the browser tests.
${brotliModules.map((name) => `load_module ${join(modulesDir, name)};`).join('\n')}
${process.getuid?.() === 0 ? 'user root;  # workers read the build as the user who made it\n' : ''}worker_processes 1;
pid ${runDir}/nginx.pid;
error_log stderr warn;
events {
    worker_connections 512;
}
http {
    access_log off;
${temp}
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    include ${runDir}/site.conf;
}
`;
writeFileSync(join(runDir, 'nginx.conf'), main);

const server = spawn(
  nginx,
  ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
console.log(`serve-nginx: http://127.0.0.1:${port}/ serves ${buildDir} (config in ${runDir})`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill('SIGQUIT'));
}
server.on('exit', (code, signal) => {
  rmSync(runDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
