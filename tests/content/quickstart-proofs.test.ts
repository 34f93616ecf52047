/**
 * Follows /docs/quickstart-proofs/ as a reader would, from an empty folder to a verified tally on a
 * fresh Hardhat node: its shell blocks in order, each step's exit status and the output the page
 * shows. Besides the install and the node start, the runner replaces the powers-of-tau download by
 * a test-only file of the same layout, and may take the compiled circuits and keys from a cache
 * outside the clone (tests/support/proof-run/step-cache.ts), filled by the page's own commands.
 *
 * Then, on the same node, the page's poll again with its keys registered only after the proofs
 * were made, as the ceremony section allows.
 *
 * RECORD_PROOF_FIGURES=1 writes the run's times, memory and file sizes to
 * plugins/proof-run/figures.json, which the page quotes.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { errorReference } from '../../config/errors';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { figures, type ProvingFigures } from '../../plugins/proof-run';
import { loadErrorReference } from '../../plugins/error-reference';
import { findEntries } from '../../plugins/error-reference/lookup';
import { lookupEntries } from '../../plugins/error-reference/render';
import { readDocsPage, repoRoot } from '../support/docs-files';
import { outputProblems, runFailure, runPageSteps } from '../support/page-run';
import { type Step } from '../support/page-steps';
import { pageTransactions, recordOrCompare } from '../support/gas-ledger/ledger';
import {
  productionHeading,
  proofCacheDirs,
  proofCacheKeys,
  proofPageSteps,
  proofPageText,
  ptauFile,
  ptauMatch,
  ptauReplacement,
  ptauStep,
} from '../support/proof-run/proof-page';

const steps = proofPageSteps;
const pageText = proofPageText;
const cacheKeys = proofCacheKeys;
const keysByName = Object.fromEntries(
  [...cacheKeys].map(([index, key]) => [steps[index].measure ?? '', key]),
);

it('runs everything above the ceremony section', () => {
  assert.ok(pageText.includes(productionHeading));
});

it('marks the install, the node start and the powers-of-tau download as substituted', () => {
  assert.deepEqual(
    steps.filter((s) => s.substitute).map((s) => s.substitute),
    ['install', 'node', 'ptau'],
  );
  assert.ok(ptauMatch, 'the download names the ceremony file');
});

it('caches only the compiles, the powers of tau and the key setups', () => {
  assert.deepEqual(
    steps.filter((s) => s.cache).map((s) => s.measure),
    ['compile-process', 'compile-tally', 'ptau', 'setup-process', 'setup-tally'],
  );
  for (const step of steps.filter((s) => s.cache && s.substitute !== 'ptau')) {
    assert.match(step.code, /^npx (circom2|snarkjs) |\nnpx snarkjs |\nrm /m);
    assert.doesNotMatch(step.code, /maci-cli/, 'a cached step never touches the chain');
  }
});

it('checks the download against the hash snarkjs publishes for it', () => {
  const readme = readDocsPage(join(repoRoot, 'node_modules', 'snarkjs', 'README.md')).text;
  const row = readme.split('\n').find((line) => line.includes(`[${ptauFile}]`));
  const hash = /\|\s*([0-9a-f]{128})\s*\|/.exec(row ?? '')?.[1];
  assert.ok(hash, `snarkjs's README lists ${ptauFile}`);
  assert.ok(ptauStep?.code.includes(`"${hash}  ${ptauFile}" | b2sum -c`));
  assert.ok(row?.includes(`(https://storage.googleapis.com/zkevm/ptau/${ptauFile})`));
  assert.ok(ptauStep?.code.includes(`https://storage.googleapis.com/zkevm/ptau/${ptauFile}`));
});

it('says how a poll without quadratic voting differs, as the packages do', () => {
  const circuits = join(repoRoot, 'node_modules', 'maci-circuits', 'circom', 'core', 'non-qv');
  for (const [file, template] of [
    ['processMessages.circom', 'ProcessMessagesNonQv'],
    ['tallyVotes.circom', 'TallyVotesNonQv'],
  ]) {
    assert.match(readFileSync(join(circuits, file), 'utf8'), new RegExp(`template ${template}\\(`));
    assert.ok(pageText.includes(`\`${template}\``), template);
  }
  const cli = loadMaciCli(repoRoot);
  for (const name of ['setVerifyingKeys', 'deployPoll', 'genProofs']) {
    const option = cli.commands
      .find((c) => c.name === name)
      ?.options.find((o) => o.long === '--use-quadratic-voting');
    assert.equal(option?.defaultValue, 'true', name);
  }
  assert.ok(
    pageText.includes('`deployPoll` and `genProofs` each take `--use-quadratic-voting false`'),
  );
});

it('quotes figures recorded for the commands and inputs the page has now', () => {
  if (process.env.RECORD_PROOF_FIGURES) return;
  assert.deepEqual(
    figures.keys,
    keysByName,
    'a slow step or its inputs changed: run `npm run record:proof-figures`',
  );
  const measured = steps.flatMap((s) => (s.measure ? [s.measure] : []));
  assert.deepEqual(Object.keys(figures.steps).sort(), [...measured].sort());
});

/**
 * The ceremony section's claim that a poll deployed before its keys were registered can still be
 * proven: the page's poll again on a new registry without keys, proven (ProcessVkNotSet), then
 * `setVerifyingKeys` alone, as the section says, and the proofs go through.
 */
function lateKeySteps(): { steps: Step[]; refused: Step } {
  const from = steps.findIndex((s) => s.code.includes('deployVkRegistry'));
  const to = steps.findIndex((s) => s.code.includes(' genProofs '));
  assert.ok(from > 0 && to > from, 'the page registers keys, then proves');
  const [deploy, register] = steps[from].code.split(/\n(?=npx maci-cli@[\d.]+ setVerifyingKeys)/);
  assert.ok(register, 'setVerifyingKeys follows deployVkRegistry in one block');
  const again = (code: string): Step => ({
    line: 0,
    code: code
      .replace('--output proofs', '--output proofs-late')
      .replace('--tally-file tally.json', '--tally-file tally-late.json'),
    expected: [],
  });
  const refused: Step = {
    line: 0,
    // A new MACI, so its first poll is 0 again.
    code: 'if npx maci-cli@1.2.5 proveOnChain --poll-id 0 --proof-dir proofs-late; then exit 1; fi',
    expected: [],
  };
  return {
    refused,
    steps: [
      again(deploy),
      ...steps.slice(from + 1, to + 1).map((s) => again(s.code)),
      refused,
      { line: 0, code: register, expected: ['Verifying keys set successfully'] },
      {
        line: 0,
        code: [
          'npx maci-cli@1.2.5 proveOnChain --poll-id 0 --proof-dir proofs-late',
          'npx maci-cli@1.2.5 verify --poll-id 0 --tally-file tally-late.json',
        ].join('\n'),
        expected: [],
      },
    ],
  };
}

/** genProofs' times ("gen … proof took N seconds") and batch counts ("Progress: n / total"). */
function provingOf(lines: string[] | undefined): ProvingFigures {
  // Proving runs on every core snarkjs finds, so the figure holds for a machine of this size.
  const text = (lines ?? []).join('\n');
  const part = (heading: string, took: string) => {
    const after = text.slice(text.indexOf(heading));
    const batches = /Progress: \d+ \/ (\d+)/.exec(after)?.[1];
    const seconds = new RegExp(`gen ${took} proof took ([\\d.]+) seconds`).exec(text)?.[1];
    assert.ok(batches && seconds, `genProofs printed its ${took} batches and time\n${text}`);
    return { batches: Number(batches), seconds: Number(seconds) };
  };
  return {
    process: part('Generating proofs of message processing', 'processMessage'),
    tally: part('Generating proofs of vote tallying', 'tally'),
    cores: availableParallelism(),
  };
}

const late = lateKeySteps();
const sizes: Step = {
  line: 0,
  code: `stat -c 'size %n %s' ${ptauFile} processMessages_6-2-1-1.zkey tallyVotes_6-1-1.zkey`,
  expected: [],
};

it(
  'runs every step of the proof page to a verified tally, then proves a poll whose keys came late',
  { timeout: 90 * 60_000 },
  async () => {
    const all = [...steps, sizes, ...late.steps];
    const run = await runPageSteps(all, {
      timeoutMs: 80 * 60_000,
      replacements: { ptau: ptauReplacement },
      cacheDirs: proofCacheDirs,
      ledger: true,
    });
    const failure = runFailure(all, run);
    if (failure) assert.fail(failure);
    assert.deepEqual(outputProblems(all, run), []);

    // Without keys, proveOnChain failed, and what it printed leads the lookup to ProcessVkNotSet.
    const printed = (run.perStep.get(all.indexOf(late.refused)) ?? []).join('\n');
    const lookup = lookupEntries(loadErrorReference(errorReference.sources));
    assert.equal(findEntries(printed, lookup)[0]?.entry.id, 'processvknotset', printed);
    const verified = (run.perStep.get(all.length - 1) ?? []).join('\n');
    assert.match(verified, /on-chain verification of tally results passed/);

    // Every transaction of the page's steps, the proofs' included, as the gas ledger has it.
    const transactions = pageTransactions(run.transactions ?? [], steps);
    assert.ok(
      transactions.some((t) => t.command === 'setVerifyingKeys'),
      'setVerifyingKeys',
    );
    for (const fn of ['processMessages', 'tallyVotes']) {
      assert.ok(
        transactions.some((t) => t.command === 'proveOnChain' && t.function === fn),
        `the ledger of the page's run has ${fn}`,
      );
    }
    assert.deepEqual(
      recordOrCompare('proofs', '/docs/quickstart-proofs/', steps, transactions),
      [],
    );

    // genProofs' own timings of each kind of proof, and its batch counts.
    const proving = provingOf(run.perStep.get(steps.findIndex((s) => s.measure === 'gen-proofs')));
    if (!process.env.RECORD_PROOF_FIGURES) {
      assert.deepEqual(
        { process: figures.proving.process.batches, tally: figures.proving.tally.batches },
        { process: proving.process.batches, tally: proving.tally.batches },
        'the recorded proving figures are for another number of batches',
      );
    }

    const fileSizes = Object.fromEntries(
      (run.perStep.get(all.indexOf(sizes)) ?? []).flatMap((line) => {
        const m = /^size (\S+) (\d+)$/.exec(line.trim());
        return m ? [[m[1], Number(m[2])]] : [];
      }),
    );
    if (process.env.RECORD_PROOF_FIGURES) {
      const recorded = {
        // A step the cache gave back was not run now: its figure stays the one recorded with
        // the same key, if any: both measured the same commands on the same inputs.
        steps: Object.fromEntries(
          [...run.measurements].map(([name, m]) => [
            name,
            m.cached && figures.keys[name] === keysByName[name] && figures.steps[name]
              ? figures.steps[name]
              : { seconds: m.seconds, kilobytes: m.kilobytes },
          ]),
        ),
        files: fileSizes,
        proving,
        keys: keysByName,
        oneTime: figures.oneTime,
      };
      writeFileSync(
        join(repoRoot, 'plugins', 'proof-run', 'figures.json'),
        JSON.stringify(recorded, null, 2) + '\n',
      );
    }
  },
);
