/**
 * Benchmark (npm run bench): builds from clean and reports build time, page count and the
 * bytes each key page loads, by kind, raw and gzipped; the reference generators' time; search
 * index sizes and query latency. It measures; it asserts nothing.
 * Results go to bench/results.json.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { measureGenerators } from './bench-generators';
import { measureSearch, type SearchFigures } from './bench-search';

const root = join(__dirname, '..');
const port = 3400;
const origin = `http://127.0.0.1:${port}`;
const pages = ['/', '/docs/introduction/', '/roadmap/'];

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
type Weight = Record<Kind, { raw: number; gzip: number; requests: number }>;

function kindOf(url: string, contentType: string): Kind {
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || url.endsWith('.css')) return 'css';
  if (/font|woff2?$/.test(contentType + url)) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) count += countHtml(path);
    else if (entry.endsWith('.html')) count += 1;
  }
  return count;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function measurePages(): Promise<{ weights: Record<string, Weight>; search: SearchFigures }> {
  const server = spawn(
    'npx',
    ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results: Record<string, Weight> = {};
    for (const path of pages) {
      const page = await browser.newPage();
      const weight: Weight = {
        html: { raw: 0, gzip: 0, requests: 0 },
        js: { raw: 0, gzip: 0, requests: 0 },
        css: { raw: 0, gzip: 0, requests: 0 },
        font: { raw: 0, gzip: 0, requests: 0 },
        image: { raw: 0, gzip: 0, requests: 0 },
        other: { raw: 0, gzip: 0, requests: 0 },
      };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        pending.push(
          (async () => {
            const body = await response.body().catch(() => Buffer.alloc(0));
            const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
            weight[kind].raw += body.length;
            weight[kind].gzip += gzipSync(body, { level: 9 }).length;
            weight[kind].requests += 1;
          })(),
        );
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      results[path] = weight;
      await page.close();
    }
    const search = await measureSearch(browser, origin, join(root, 'build'));
    await browser.close();
    return { weights: results, search };
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

async function main(): Promise<void> {
  rmSync(join(root, 'build'), { recursive: true, force: true });
  rmSync(join(root, '.docusaurus'), { recursive: true, force: true });
  const start = process.hrtime.bigint();
  execSync('npx docusaurus build', { cwd: root, stdio: 'inherit' });
  const buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  const htmlPages = countHtml(join(root, 'build'));
  const { weights, search } = await measurePages();
  const generators = await measureGenerators(root);

  const results = {
    date: new Date().toISOString(),
    buildSeconds: Math.round(buildSeconds * 10) / 10,
    htmlPages,
    generators,
    pages: weights,
    search,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nBuild: ${results.buildSeconds} s, ${htmlPages} HTML pages\n`);
  const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image'];
  console.log(['page'.padEnd(22), ...kinds.map((k) => `${k} raw/gzip`.padStart(20))].join(''));
  for (const [path, weight] of Object.entries(weights)) {
    const cells = kinds.map((k) => `${weight[k].raw}/${weight[k].gzip}`.padStart(20));
    console.log([path.padEnd(22), ...cells].join(''));
  }
  const typedoc = Object.entries(generators.typedocSeconds).map(([name, s]) => `${name} ${s} s`);
  console.log(
    `\nGenerators: Solidity reference ${generators.soliditySeconds} s (${generators.solidityPages} files); TypeDoc ${typedoc.join(', ')}`,
  );
  console.log('\nSearch index per version (raw/gzip bytes):');
  for (const [version, size] of Object.entries(search.indexBytes)) {
    console.log(`  ${version.padEnd(16)} ${size.raw}/${size.gzip}`);
  }
  console.log(`Search: first suggestions with a cold index ${search.coldFirstSuggestionsMs} ms;`);
  console.log(
    `        warm queries p50 ${search.warmQueryMs.p50} ms, p95 ${search.warmQueryMs.p95} ms over ${search.warmQueryMs.queries} queries`,
  );
  console.log('\nWritten to bench/results.json');
}

void main();
