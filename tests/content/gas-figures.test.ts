/**
 * No page types a gas figure the gas ledger does not hold: every `gas used: N`, `N gas` and Gas
 * column of the docs and the blog is a receipt of a run, or the total of a command's receipts.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { ledger } from '../../plugins/gas-ledger';
import { repoRoot } from '../support/docs-files';
import { typedGasFigures, unknownGasFigures } from '../support/gas-ledger/page-figures';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const pages = [...sources(join(repoRoot, 'versioned_docs')), ...sources(join(repoRoot, 'blog'))];

it('finds the gas figures a page types', () => {
  const typed = typedGasFigures(
    [
      '[✓] Executed mergeMessageAq(); gas used: 771871',
      'A vote costs about 458,000 gas.',
      '| Step | Gas |',
      '| --- | --- |',
      '| `deployPoll` | 8,114,673 |',
      'A block gas limit of 30,000,000 is no gas figure.',
    ].join('\n'),
  );
  assert.deepEqual(
    typed.map((f) => f.value),
    [771871, 458000, 8114673],
  );
});

it('fails a page that types a figure the ledger does not hold', () => {
  const known = ledger.quickstart.transactions[0].gasUsed;
  const unknown = unknownGasFigures(
    `| Step | Gas |\n| --- | --- |\n| a | ${known.toLocaleString('en-US')} |\n| b | 1,234,567 |`,
    ledger,
  );
  assert.deepEqual(
    unknown.map((f) => f.value),
    [1234567],
  );
});

it('shows only gas figures that the ledger holds, on every page', () => {
  const problems = pages.flatMap((page) =>
    unknownGasFigures(readFileSync(page, 'utf8'), ledger).map(
      (f) => `${relative(repoRoot, page)}:${f.line}: ${f.value} is in no run (${f.text.trim()})`,
    ),
  );
  assert.deepEqual(problems, []);
});
