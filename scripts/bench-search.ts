// cspell:words requestfinished requestfailed -- Playwright event names
/**
 * Search figures for the benchmark, for our build and the original site's, both served the
 * same way: index size on disk; from the click in the navbar search box to the first
 * suggestion for "poll", the bytes transferred and the time, on loopback and on a phone
 * profile; and the latency of later queries over the relevance set. Measured in Chromium,
 * a fresh browser context per run, on /docs/introduction/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { relevanceCases } from '../tests/support/search-queries';
import { extractOriginalBuild, originalTarball } from './original-build';

export const searchPage = '/docs/introduction/';
export const searchRuns = 3;
/** A slow phone: DevTools' network emulation and CPU slowdown (bytes per second = bits / 8). */
export const phoneProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
};

export interface Run {
  ms: number;
  bytes: number;
  /** Requests counted in `bytes`. */
  requests: number;
}

export interface SiteSearchFigures {
  /** Every search-index*.json of the build (root and docs/v0.x/), raw and gzip -9. */
  indexBytes: Record<string, { raw: number; gzip: number }>;
  /** Medians of the runs: bytes transferred and ms from the click to the first suggestion. */
  firstSuggestion: { loopback: Run; phone: Run };
  runs: { loopback: Run[]; phone: Run[] };
  laterQueryMs: { p50: number; p95: number; queries: number };
}

export interface SearchFigures {
  page: string;
  runs: number;
  phoneProfile: typeof phoneProfile;
  ours: SiteSearchFigures;
  original: SiteSearchFigures;
}

export interface Site {
  origin: string;
  buildDir: string;
}

export { originalTarball };

/**
 * The original site's build, extracted from its tarball to /tmp/original once per bench run
 * (so a stale copy is never measured), or undefined in a clone without it.
 */
let extracted: { dir: string | undefined } | undefined;

export function originalBuild(root: string): string | undefined {
  extracted ??= { dir: extractOriginalBuild(root, '/tmp/original') };
  return extracted.dir;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round((value ?? 0) * 10) / 10;
}

export function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

export interface Sizes {
  requestHeadersSize: number;
  responseHeadersSize: number;
  responseBodySize: number;
}

/** Headers and encoded body of one request, as they went over the wire. */
export function transferredBytes(sizes: Sizes): number {
  // A response from the browser's cache (a prefetched chunk) reports encodedDataLength 0,
  // which Playwright turns into a body of minus the headers: nothing was sent or received.
  if (sizes.responseHeadersSize + sizes.responseBodySize <= 0) return 0;
  return sizes.requestHeadersSize + sizes.responseHeadersSize + sizes.responseBodySize;
}

/** The encoded body the server sends for `url`, requested again with the same encodings. */
function encodedBodySize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve(size));
    }).on('error', reject);
  });
}

async function bytesOf(request: Request): Promise<number> {
  const sizes = await request.sizes();
  const response = await request.response();
  if (sizes.responseBodySize === 0 && response?.status() === 200) {
    // Chromium sends no loadingFinished for a dedicated worker's own script, so its body
    // size is unknown (0); the server's answer to the same request gives it.
    const accept = (await request.allHeaders())['accept-encoding'] ?? 'gzip, deflate, br, zstd';
    sizes.responseBodySize = await encodedBodySize(request.url(), accept);
  }
  return transferredBytes(sizes);
}

/**
 * Waits until no request has been in flight for `quietMs`. Playwright's networkidle (500 ms)
 * comes too early: the original site starts its idle prefetch of route chunks shortly after
 * it, which would then land between the click and the suggestion.
 */
export async function networkQuiet(context: BrowserContext, quietMs = 3000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
    last = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    last = Date.now();
  };
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  try {
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error('the network never went quiet');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    context.off('request', start);
    context.off('requestfinished', end);
    context.off('requestfailed', end);
  }
}

async function applyPhoneProfile(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
  // Throttles the page's main thread only: Chromium refuses this command on worker targets.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
}

/** Whether an element is drawn, as page source for the two scripts below. */
const visibleInPage = `(el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'`;

/**
 * Calls `window.benchFirstSuggestion` once the suggestion list shows an option, after the
 * frame that shows it has been rendered (a message posted from the frame's animation callback
 * arrives after its paint). A string, like timeInPage below, for the same reason.
 */
const watchFirstSuggestion = `(() => {
  const visible = ${visibleInPage};
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('[role=listbox] [role=option]')].some(visible)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.benchFirstSuggestion();
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
})()`;

/** A promise that fails with `message` after `ms`, for racing against one that may hang. */
function rejectAfter(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}

/**
 * One run in a fresh context: load the page, let the network go quiet, (apply the phone
 * profile,) click the search box and type "poll"; ms and bytes until the first suggestion.
 * `then` runs on the page afterwards, before the context closes.
 */
async function firstSuggestion(
  browser: Browser,
  site: Site,
  phone: boolean,
  then?: (page: Page) => Promise<void>,
): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${site.origin}${searchPage}`, { waitUntil: 'networkidle' });
    await networkQuiet(context);
    if (phone) await applyPhoneProfile(context, page);

    // Context events include the requests of dedicated workers (search-local fetches its index
    // from one).
    const started = new Set<Request>();
    const finished: Request[] = [];
    const onRequest = (r: Request) => started.add(r);
    const onFinished = (r: Request) => {
      if (started.has(r)) finished.push(r);
    };
    // The page reports the first suggestion itself, once it has been rendered: a locator's
    // polling would notice it some time later, and requests that finish in that time (such as
    // a text index fetched once the first answer is out) would be counted as before it.
    let markShown = () => {};
    const shown = new Promise<void>((resolve) => (markShown = resolve));
    await page.exposeFunction('benchFirstSuggestion', () => markShown());
    await page.evaluate(watchFirstSuggestion);
    context.on('request', onRequest);
    context.on('requestfinished', onFinished);
    const clickAt = Date.now();
    await page.locator('input.navbar__search-input').click();
    await page.keyboard.type('poll');
    await Promise.race([shown, rejectAfter(30_000, `no suggestion for "poll" on ${site.origin}`)]);
    const ms = Date.now() - clickAt;
    context.off('request', onRequest);
    context.off('requestfinished', onFinished);

    const bytes = (await Promise.all(finished.map(bytesOf))).reduce((a, b) => a + b, 0);
    await then?.(page);
    return { ms, bytes, requests: finished.length };
  } finally {
    await context.close();
  }
}

/**
 * Times one query inside the page, so the harness's own polling costs nothing: the box's value
 * is set and an input event sent (as typing does), and a MutationObserver waits until the list
 * shows an option or "No results"; the time runs until the next frame after that has been
 * rendered (style, layout, paint). With `query` empty it waits until no answer is visible and returns 0.
 * A string, not a function: tsx would add helpers to a function that the page does not have.
 */
const timeInPage = `(async ({ query, timeoutMs }) => {
  const input = document.querySelector('input.navbar__search-input');
  if (!input) throw new Error('no navbar search box');
  const visible = ${visibleInPage};
  const answered = () =>
    [...document.querySelectorAll('[role=listbox] [role=option], [role=listbox] *')].some(
      (el) => visible(el) && (el.getAttribute('role') === 'option' || (el.children.length === 0 && /No results/.test(el.textContent))),
    );
  const wanted = () => (query === '' ? !answered() : answered());
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  return await new Promise((resolve, reject) => {
    let settled = false;
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(() => {
      settled = true;
      observer.disconnect();
      reject(new Error('no answer within ' + timeoutMs + ' ms for "' + query + '"'));
    }, timeoutMs);
    const started = performance.now();
    const check = () => {
      if (settled || !wanted()) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      // The frame's callbacks run before its style, layout and paint; a message posted from
      // one is delivered after that frame is rendered.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(query === '' ? 0 : performance.now() - started);
        channel.port2.postMessage(null);
      });
    };
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    input.focus();
    setValue.call(input, query);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: query }));
    check();
  });
})`;

async function inPage(page: Page, query: string): Promise<number> {
  const timeoutMs = 5000;
  // A second guard outside the page, in case the page itself stops answering.
  let timer: NodeJS.Timeout | undefined;
  const outside = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not answer "${query}"`)),
      timeoutMs * 2,
    );
  });
  try {
    return await Promise.race([
      page.evaluate(`${timeInPage}(${JSON.stringify({ query, timeoutMs })})`) as Promise<number>,
      outside,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Empties the box, then times `query`: ms from its input event to the frame showing the answer. */
async function timeQuery(page: Page, query: string): Promise<number> {
  await inPage(page, '').catch((error: Error) => {
    throw new Error(
      `the search list still shows an answer with an empty box (before "${query}"): ${error.message}`,
    );
  });
  return inPage(page, query);
}

function indexBytes(buildDir: string): SiteSearchFigures['indexBytes'] {
  const sizes: SiteSearchFigures['indexBytes'] = {};
  for (const dir of [buildDir, join(buildDir, 'docs', 'v0.x')]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!/^search-index.*\.json$/.test(name)) continue;
      const body = readFileSync(join(dir, name));
      sizes[relative(buildDir, join(dir, name))] = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      };
    }
  }
  return sizes;
}

export async function measureSearch(
  browser: Browser,
  sites: { ours: Site; original: Site },
): Promise<SearchFigures> {
  const names = ['ours', 'original'] as const;
  const runs = {
    ours: { loopback: [] as Run[], phone: [] as Run[] },
    original: { loopback: [] as Run[], phone: [] as Run[] },
  };
  const later = { ours: [] as number[], original: [] as number[] };
  // Sites alternate run by run, so that a slower moment of the machine hits both.
  for (let i = 0; i < searchRuns; i++) {
    for (const name of names) {
      // Later queries on each loopback run's page, after its first suggestion: three passes
      // over the list, so that one slow moment of the machine weighs less.
      const then = async (page: Page) => {
        for (const { query } of relevanceCases) later[name].push(await timeQuery(page, query));
      };
      runs[name].loopback.push(await firstSuggestion(browser, sites[name], false, then));
      runs[name].phone.push(await firstSuggestion(browser, sites[name], true));
    }
  }
  const figures = (name: (typeof names)[number]): SiteSearchFigures => {
    const times = [...later[name]].sort((a, b) => a - b);
    const med = (list: Run[]): Run => ({
      ms: median(list.map((r) => r.ms)),
      bytes: median(list.map((r) => r.bytes)),
      requests: median(list.map((r) => r.requests)),
    });
    return {
      indexBytes: indexBytes(sites[name].buildDir),
      firstSuggestion: { loopback: med(runs[name].loopback), phone: med(runs[name].phone) },
      runs: runs[name],
      laterQueryMs: {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        queries: times.length,
      },
    };
  };
  return {
    page: searchPage,
    runs: searchRuns,
    phoneProfile,
    ours: figures('ours'),
    original: figures('original'),
  };
}

function indexSum(f: SiteSearchFigures, which: (path: string) => boolean): string {
  const files = Object.entries(f.indexBytes).filter(([path]) => which(path));
  const sum = (kind: 'raw' | 'gzip') => files.reduce((total, [, size]) => total + size[kind], 0);
  return `${sum('raw')}/${sum('gzip')}`;
}

/** The side-by-side table the benchmark prints. */
export function searchTable(search: SearchFigures): string[] {
  const rows: [string, (f: SiteSearchFigures) => number | string][] = [
    ['bytes, click to first suggestion', (f) => f.firstSuggestion.loopback.bytes],
    ['  (same, phone runs)', (f) => f.firstSuggestion.phone.bytes],
    ['first suggestion, loopback (ms)', (f) => f.firstSuggestion.loopback.ms],
    ['first suggestion, phone (ms)', (f) => f.firstSuggestion.phone.ms],
    [`later queries p50 (ms)`, (f) => f.laterQueryMs.p50],
    [`later queries p95 (ms)`, (f) => f.laterQueryMs.p95],
    ['index files at /, raw/gzip -9 (B)', (f) => indexSum(f, (path) => !path.includes('/'))],
    ['index files at /docs/v0.x/ (B)', (f) => indexSum(f, (path) => path.startsWith('docs/'))],
  ];
  const line = (a: string, b: string, c: string) =>
    `  ${a.padEnd(36)}${b.padStart(16)}${c.padStart(16)}`;
  return [
    `Search on ${search.page}, medians of ${search.runs} runs; later queries: ${search.ours.laterQueryMs.queries} on loopback`,
    line('', 'ours', 'original'),
    ...rows.map(([label, of]) => line(label, String(of(search.ours)), String(of(search.original)))),
  ];
}
