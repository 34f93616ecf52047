/**
 * The proof page (/docs/quickstart-proofs/) as steps, with the cache keys of its slow steps and the
 * stand-in for its powers-of-tau download. Its own test and every test that needs its circuits and
 * keys (a poll proven to a tally) take them from here, so they share one cache.
 */
import { join } from 'node:path';
import { readDocsPage, repoRoot } from '../docs-files';
import { pageSteps } from '../page-steps';
import { stepCacheDirs, stepCacheKeys } from './step-cache';

export const proofPagePath = join(
  repoRoot,
  'versioned_docs',
  'version-v1.x',
  'quickstart-proofs.md',
);
/** The ceremony section's commands need the ceremony's files; production-proving.test.ts checks them. */
export const productionHeading = '## Proving with the ceremony keys';
export const proofPageText = readDocsPage(proofPagePath).text;
/** The steps above the ceremony section, which a test runs. */
export const proofPageSteps = pageSteps(
  proofPageText.slice(0, proofPageText.indexOf(productionHeading)),
);

export const ptauStep = proofPageSteps.find((s) => s.substitute === 'ptau');
export const ptauMatch = /\b(powersOfTau28_hez_final_(\d+)\.ptau)\b/.exec(ptauStep?.code ?? '');
export const ptauFile = ptauMatch?.[1] ?? 'missing.ptau';
const ptauPower = ptauMatch?.[2] ?? '0';
const writer = join('tests', 'support', 'proof-run', 'write-test-ptau.mts');
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');

/** The key sees the writer by its path in the repository, so a clone elsewhere shares the cache. */
export const proofCacheKeys = stepCacheKeys(proofPageSteps, {
  replacements: { ptau: `${writer} ${ptauPower} ${ptauFile}` },
  paths: [
    join(repoRoot, 'node_modules', 'maci-circuits', 'circom'),
    join(repoRoot, 'node_modules', 'circomlib', 'circuits'),
    join(repoRoot, 'node_modules', '@zk-kit', 'circuits', 'circom'),
    join(repoRoot, 'tests', 'support', 'proof-run', 'test-ptau.ts'),
    join(repoRoot, writer),
  ],
});

/** The cache folder of each cached step of the page, by its index in proofPageSteps. */
export const proofCacheDirs = stepCacheDirs(proofCacheKeys);

/** What the runner runs instead of the download: a test-only file of the same layout. */
export const ptauReplacement = `node --import '${tsx}' '${join(repoRoot, writer)}' ${ptauPower} ${ptauFile}`;
