import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkBudgets, type BudgetInput } from '../../scripts/bench-budgets';
import { differingFiles, fingerprintTree } from '../../scripts/bench-determinism';
import type { LighthouseFigures } from '../../scripts/bench-lighthouse';

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  failedAudits: [],
};

function input(overrides: Partial<BudgetInput> = {}): BudgetInput {
  return {
    lighthouse: { mobile: { '/': perfect }, desktop: { '/': perfect } },
    docsPageJs: { raw: 800, gzip: 80 },
    anchorDocsPageJs: { raw: 1000, gzip: 100 },
    nondeterministicFiles: [],
    ...overrides,
  };
}

const failed = (i: BudgetInput) =>
  checkBudgets(i)
    .filter((b) => !b.met)
    .map((b) => b.budget);

describe('benchmark budgets', () => {
  it('are all met by perfect figures at exactly 0.8 of the original JavaScript', () => {
    assert.deepEqual(failed(input()), []);
  });

  it('fail on mobile performance below 95, but not on desktop performance', () => {
    const lighthouse = {
      mobile: { '/': { ...perfect, performance: 94 } },
      desktop: { '/': { ...perfect, performance: 50 } },
    };
    assert.deepEqual(failed(input({ lighthouse })), ['mobile / performance >= 95']);
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

  it('fail when the docs page JavaScript exceeds 0.8 of the original, raw or gzip', () => {
    assert.deepEqual(failed(input({ docsPageJs: { raw: 801, gzip: 81 } })), [
      'docs page JS (raw) <= 0.8 x original = 800 B',
      'docs page JS (gzip) <= 0.8 x original = 80 B',
    ]);
  });

  it('fail when two builds differ', () => {
    assert.deepEqual(failed(input({ nondeterministicFiles: ['index.html'] })), [
      'two clean builds produce the same files',
    ]);
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
