import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkBudgets, checkSearchBudgets, type BudgetInput } from '../../scripts/bench-budgets';
import { differingFiles, fingerprintTree } from '../../scripts/bench-determinism';
import { originalPageFor } from '../../scripts/bench-page-js';
import type { LighthouseFigures } from '../../scripts/bench-lighthouse';
import {
  median,
  originalBuild,
  transferredBytes,
  type SiteSearchFigures,
} from '../../scripts/bench-search';

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  failedAudits: [],
  benchmarkIndex: 1500,
};

function input(overrides: Partial<BudgetInput> = {}): BudgetInput {
  return {
    lighthouse: { mobile: { '/': perfect }, desktop: { '/': perfect } },
    pageJs: [
      {
        page: '/docs/spec/',
        ours: { raw: 900, gzip: 100 },
        originalPage: '/docs/spec/',
        original: { raw: 800, gzip: 100 },
      },
      {
        page: '/docs/solidity-docs/MACI/',
        ours: { raw: 500, gzip: 60 },
        originalPage: '/docs/introduction/',
        original: { raw: 700, gzip: 70 },
      },
    ],
    nondeterministicFiles: [],
    ...overrides,
  };
}

const failed = (i: BudgetInput) =>
  checkBudgets(i)
    .filter((b) => !b.met)
    .map((b) => b.budget);

describe('benchmark budgets', () => {
  it('are all met by perfect figures and page JavaScript up to the original gzip bytes', () => {
    assert.deepEqual(failed(input()), []);
  });

  it('fail on mobile performance below 95, but not on desktop performance', () => {
    const lighthouse = {
      mobile: { '/': { ...perfect, performance: 94 } },
      desktop: { '/': { ...perfect, performance: 50 } },
    };
    assert.deepEqual(failed(input({ lighthouse })), ['mobile / performance >= 95']);
  });

  it("report the original's mobile performance beside ours without changing the verdict", () => {
    const lighthouse = {
      mobile: { '/docs/x/': { ...perfect, performance: 90, benchmarkIndex: 1100 } },
      desktop: {},
    };
    const lighthouseOriginal = {
      '/docs/x/': {
        page: '/docs/introduction/',
        performance: 70,
        lcpMs: 2000,
        tbtMs: 900,
        benchmarkIndex: 1100,
      },
    };
    const [mobile] = checkBudgets(input({ lighthouse, lighthouseOriginal })).filter((b) =>
      b.budget.includes('performance'),
    );
    assert.equal(mobile?.met, false);
    assert.match(mobile?.actual ?? '', /^90 .*host 1100; original 70 on \/docs\/introduction\/\)$/);
  });

  it('fail on any accessibility, best practices or SEO score below 100, in either preset', () => {
    const lighthouse = {
      mobile: { '/': { ...perfect, seo: 92 } },
      desktop: { '/': { ...perfect, accessibility: 99, bestPractices: 96 } },
    };
    assert.deepEqual(failed(input({ lighthouse })), [
      'mobile / SEO = 100',
      'desktop / accessibility = 100',
      'desktop / best practices = 100',
    ]);
  });

  it('fail for each page whose JavaScript exceeds its original counterpart, in gzip bytes', () => {
    const pageJs = input().pageJs.map((row) => ({
      ...row,
      ours: { raw: row.ours.raw, gzip: row.original.gzip + 1 },
    }));
    assert.deepEqual(failed(input({ pageJs })), [
      '/docs/spec/ JS (gzip) <= original = 100 B',
      '/docs/solidity-docs/MACI/ JS (gzip) <= original (its /docs/introduction/) = 70 B',
    ]);
  });

  it('fail when two builds differ', () => {
    assert.deepEqual(failed(input({ nondeterministicFiles: ['index.html'] })), [
      'two clean builds produce the same files',
    ]);
  });
});

describe('the original page each bench page is compared with', () => {
  const original = mkdtempSync(join(tmpdir(), 'bench-original-'));
  for (const page of ['docs/spec', 'docs/introduction', 'search']) {
    mkdirSync(join(original, page), { recursive: true });
    writeFileSync(join(original, page, 'index.html'), '<!doctype html>');
  }

  it('is the same path, query left aside, when the original build has it', () => {
    assert.equal(originalPageFor('/docs/spec/', original), '/docs/spec/');
    assert.equal(originalPageFor('/search/?q=poll', original), '/search/?q=poll');
  });

  it('is the introduction for a page the original build lacks', () => {
    assert.equal(originalPageFor('/docs/solidity-docs/MACI/', original), '/docs/introduction/');
  });
});

describe('build fingerprints', () => {
  function tree(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'bench-test-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  it('find changed, added and removed files, and nothing in identical trees', () => {
    const a = fingerprintTree(
      tree({ 'index.html': 'x', 'assets/js/main.js': 'y', 'old.txt': 'z' }),
    );
    const b = fingerprintTree(
      tree({ 'index.html': 'x', 'assets/js/main.js': 'Y', 'new.txt': 'z' }),
    );
    assert.deepEqual(differingFiles(a, b), ['assets/js/main.js', 'new.txt', 'old.txt']);
    assert.deepEqual(differingFiles(a, new Map(a)), []);
  });
});

describe('search figures', () => {
  function site(bytes: number, phoneMs: number, p50: number, p95: number): SiteSearchFigures {
    const run = { ms: phoneMs, bytes, requests: 1 };
    return {
      indexBytes: {},
      firstSuggestion: { loopback: run, phone: run },
      runs: { loopback: [run], phone: [run] },
      laterQueryMs: { p50, p95, queries: 1 },
    };
  }
  const searchFailed = (ours: SiteSearchFigures, original: SiteSearchFigures) =>
    checkSearchBudgets({ ours, original })
      .filter((b) => !b.met)
      .map((b) => b.budget);

  it('count headers and encoded body, and nothing for a response from the cache', () => {
    const sent = { requestHeadersSize: 400, responseHeadersSize: 300, responseBodySize: 1000 };
    assert.equal(transferredBytes(sent), 1700);
    assert.equal(transferredBytes({ ...sent, responseBodySize: -300 }), 0);
  });

  it('take the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([30, 10, 20]), 20);
    assert.equal(median([10, 40, 20, 30]), 25);
  });

  it('meet the budgets at the limits: 100,000 B, half the phone time, equal query times', () => {
    assert.deepEqual(searchFailed(site(100_000, 500, 50, 90), site(300_000, 1000, 50, 90)), []);
  });

  it('fail one by one', () => {
    assert.deepEqual(searchFailed(site(100_001, 501, 51, 91), site(300_000, 1000, 50, 90)), [
      'search bytes from click to first suggestion <= 100000 B',
      'search first suggestion (phone) <= 0.5 x original = 500 ms',
      'search later queries p50 <= original = 50 ms',
      'search later queries p95 <= original = 90 ms',
    ]);
  });
});

describe('a clone without the original build beside it', () => {
  it('has no original build to measure, so the side-by-side figures are skipped', () => {
    const root = join(mkdtempSync(join(tmpdir(), 'bench-no-anchor-')), 'clone');
    mkdirSync(root);
    assert.equal(originalBuild(root), undefined);
  });
});
