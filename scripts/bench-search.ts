/**
 * Search figures for the benchmark: index size per docs version, time from the first
 * keystroke to the first suggestions with a cold index, and warm query latency over the
 * relevance set, measured in Chromium against a served build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { relevanceCases } from '../tests/support/search-queries';

export interface SearchFigures {
  indexBytes: Record<string, { raw: number; gzip: number }>;
  coldFirstSuggestionsMs: number;
  warmQueryMs: { p50: number; p95: number; queries: number };
}

/** The search index files: one per docs version (the latest at the root). */
const indexFiles: Record<string, string> = {
  'v1.x (latest)': 'search-index.json',
  'v0.x': 'docs/v0.x/search-index.json',
};

function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

/** Types a query and resolves with the milliseconds until the suggestion list shows its answer. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.locator('input.navbar__search-input');
  await input.fill('');
  await page
    .locator('[role=listbox]')
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  const started = Date.now();
  await input.fill(query);
  await page
    .locator('[role=listbox] [role=option], [role=listbox] :text("No results")')
    .first()
    .waitFor();
  return Date.now() - started;
}

export async function measureSearch(
  browser: Browser,
  origin: string,
  buildDir: string,
): Promise<SearchFigures> {
  const indexBytes: SearchFigures['indexBytes'] = {};
  for (const [version, file] of Object.entries(indexFiles)) {
    const body = readFileSync(join(buildDir, file));
    indexBytes[version] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/docs/introduction/`, { waitUntil: 'networkidle' });
  // Cold: nothing loaded the index yet; focusing and typing starts the download.
  const coldStart = Date.now();
  await page.locator('input.navbar__search-input').click();
  await page.keyboard.type('poll');
  await page.locator('[role=listbox] [role=option]').first().waitFor();
  const coldFirstSuggestionsMs = Date.now() - coldStart;

  const times: number[] = [];
  for (const { query } of relevanceCases) times.push(await timeQuery(page, query));
  times.sort((a, b) => a - b);
  await context.close();
  return {
    indexBytes,
    coldFirstSuggestionsMs,
    warmQueryMs: { p50: percentile(times, 50), p95: percentile(times, 95), queries: times.length },
  };
}
