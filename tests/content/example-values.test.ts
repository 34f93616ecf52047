/**
 * The example values on the v1.x pages and the blog are real: MACI keys pass maci-domainobjs'
 * validators and named keypairs match, addresses carry a valid checksum, JSON blocks parse and
 * deploy configurations use only fields the maci-contracts tasks read. The rules are in
 * tests/support/example-values.ts.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { readDeployConfigFields } from '../../plugins/maci-deploy-config/fields';
import {
  fromRoot,
  markdownFiles,
  readDocsPage,
  repoRoot,
  type DocsPage,
} from '../support/docs-files';
import { checkPage, type PageReport } from '../support/example-values';

const maciContracts = join(repoRoot, 'node_modules', 'maci-contracts');
const fields = readDeployConfigFields(maciContracts);

const blogDir = join(repoRoot, 'blog');
const pages = [
  ...markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x')),
  ...readdirSync(blogDir)
    .map((entry) => join(blogDir, entry, 'index.md'))
    .filter((path) => existsSync(path)),
];
const sources = new Map<string, DocsPage>(pages.map((page) => [page, readDocsPage(page)]));
const source = (page: string): DocsPage => sources.get(page) ?? readDocsPage(page);
const reports = new Map<string, PageReport>(
  pages.map((page) => [page, checkPage(source(page).text, fields)]),
);

it('reads the deploy-config fields of the installed maci-contracts 1.2.5', () => {
  const { version } = JSON.parse(readFileSync(join(maciContracts, 'package.json'), 'utf8')) as {
    version: string;
  };
  assert.equal(version, '1.2.5');
  // Read in deploy/maci/09-maci.js, deploy/poll/01-poll.js and, for the WASM paths, only in
  // runner/prove.js, whose `zkeys.${mode}.…` templates cover both modes.
  const expected: Record<string, string[]> = {
    MACI: ['stateTreeDepth', 'gatekeeper'],
    Poll: ['pollDuration', 'coordinatorPubkey', 'useQuadraticVoting'],
    VkRegistry: ['messageBatchDepth', 'zkeys.qv.processWasm', 'zkeys.nonQv.tallyWasm'],
    EASGatekeeper: ['easAddress', 'schema', 'attester'],
  };
  for (const [section, names] of Object.entries(expected)) {
    for (const name of names) {
      assert.ok(fields.get(section)?.has(name), `${section}.${name} is read`);
    }
  }
  // Removed before 1.2.5; the deployment page says so.
  assert.ok(![...fields.values()].some((set) => set.has('subsidyEnabled')));
});

for (const [page, report] of reports) {
  it(`example values in ${fromRoot(page)} are real`, () => {
    assert.deepEqual(
      report.problems.map((p) => `${source(page).where(p.line)}: ${p.message}`),
      [],
    );
  });
}

it('finds the examples it checks', (t) => {
  const all = [...reports.values()];
  const sum = (count: (r: PageReport) => number) => all.reduce((n, r) => n + count(r), 0);
  const totals = {
    keys: sum((r) => r.keys),
    keypairs: sum((r) => r.pairs.length),
    addresses: sum((r) => r.addresses),
    jsonBlocks: sum((r) => r.jsonBlocks),
    deployConfigs: sum((r) => r.deployConfigs.length),
  };
  t.diagnostic(JSON.stringify(totals));
  // Floors below today's counts: a drop means the extraction broke, not that pages changed.
  assert.ok(totals.keys >= 20, 'serialized keys');
  assert.ok(totals.keypairs >= 3, 'named keypairs');
  assert.ok(totals.addresses >= 8, 'addresses');
  assert.ok(totals.jsonBlocks >= 6, 'JSON blocks');
  const deployment = join(repoRoot, 'versioned_docs', 'version-v1.x', 'deployment.md');
  assert.equal(reports.get(deployment)?.deployConfigs.length, 1, 'the deployment page config');
});

it('lists the blocks marked check: fragment', (t) => {
  const marked = [...reports].flatMap(([page, report]) =>
    report.fragments.map((f) => `${source(page).where(f.line)} (${f.lang || 'no language'})`),
  );
  t.diagnostic(
    marked.length
      ? `check: fragment on ${marked.join(', ')}`
      : 'no block is marked check: fragment',
  );
});
