/**
 * Follows /docs/quickstart/ as a reader would: its shell blocks in order, from the page source,
 * against a Hardhat node on a free loopback port, checking each step's exit status and the output
 * the page shows.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { hash5, IncrementalQuinTree } from 'maci-crypto';
import { Ballot } from 'maci-domainobjs';
import { partialsOf } from '../../plugins/docs-partials';
import { readPlannerFacts } from '../../plugins/deployment-planner/facts';
import { makePlan } from '../../plugins/deployment-planner/plan';
import { errorReference } from '../../config/errors';
import { loadErrorReference } from '../../plugins/error-reference';
import { findEntries } from '../../plugins/error-reference/lookup';
import { cliAnchors, lookupEntries } from '../../plugins/error-reference/render';
import { readDocsPage, repoRoot } from '../support/docs-files';
import { outputProblems, runFailure, runPageSteps } from '../support/page-run';
import { installedSpecs, pageSteps, type Step } from '../support/page-steps';
import { pageTransactions, recordOrCompare } from '../support/gas-ledger/ledger';

const page = join(repoRoot, 'versioned_docs', 'version-v1.x', 'quickstart.md');
// With its partials in place, as a reader sees it: the shared procedures run here too.
const steps = pageSteps(readDocsPage(page).text);
const siteCli = join(repoRoot, 'node_modules', 'maci-cli');

it('marks exactly the install and the node start as substituted', () => {
  const marked = steps.filter((s) => s.substitute).map((s) => s.substitute);
  assert.deepEqual(marked, ['install', 'node']);
  assert.equal(steps.find((s) => s.substitute === 'node')?.code, 'npx hardhat node');
});

it('runs the shared procedures the page includes', () => {
  const partials = partialsOf(page);
  assert.ok(partials.length >= 2, `partials: ${partials.join(', ')}`);
  const script = steps.map((s) => s.code).join('\n');
  for (const partial of partials) {
    for (const block of pageSteps(readFileSync(partial, 'utf8'))) {
      assert.ok(script.includes(block.code), `${partial}'s block runs: ${block.code}`);
    }
  }
});

it('installs exactly the versions the runner stands in with', () => {
  const install = steps.find((s) => s.substitute === 'install');
  const specs = installedSpecs(install?.code ?? '');
  assert.ok(specs.some((spec) => spec.name === 'maci-cli'));
  for (const { name, range } of specs) {
    const { version } = JSON.parse(
      readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    assert.equal(range, version, `${name} is installed at the version the site has`);
  }
});

/** The roots `EmptyBallotRoots.sol` of the installed maci-contracts holds, in order. */
function shippedEmptyBallotRoots(): bigint[] {
  const source = readFileSync(
    join(repoRoot, 'node_modules', 'maci-contracts', 'contracts', 'trees', 'EmptyBallotRoots.sol'),
    'utf8',
  );
  return [...source.matchAll(/emptyBallotRoots\[\d\] = uint256\((\d+)\)/g)].map((m) =>
    BigInt(m[1]),
  );
}

/** The empty ballot tree roots for a state tree depth, computed as maci-contracts' generator does. */
function emptyBallotRoots(stateTreeDepth: number): bigint[] {
  return [1, 2, 3, 4, 5].map(
    (voteOptionTreeDepth) =>
      new IncrementalQuinTree(stateTreeDepth, new Ballot(0, voteOptionTreeDepth).hash(), 5, hash5)
        .root,
  );
}

it('creates MACI with the state tree depth the npm contracts are built for', () => {
  const create = steps
    .map((s) => /maci-cli@[\d.]+ create\b.*(?:--stateTreeDepth|-s) (\d+)/.exec(s.code))
    .find(Boolean);
  assert.ok(create, 'the page runs create with a state tree depth');
  const shipped = shippedEmptyBallotRoots();
  assert.equal(shipped.length, 5);
  assert.deepEqual(emptyBallotRoots(Number(create[1])), shipped);
  // The depth the CLI and maci-core default to would not match: the page's reason holds.
  assert.notDeepEqual(emptyBallotRoots(10), shipped);
});

/**
 * A small plan of the deployment planner, run after the quickstart on the same node: its own
 * deploy commands except setVerifyingKeys, the one that needs zkeys. Its deployVkRegistry
 * starts a new address store, as the quickstart's "Starting over" says.
 */
const facts = readPlannerFacts(join(repoRoot, 'node_modules'));
const { plan, errors: planErrors } = makePlan(
  {
    intStateTreeDepth: '1',
    messageTreeDepth: '3',
    messageBatchDepth: '1',
    voteOptionTreeDepth: '1',
    duration: '60',
    initialVoiceCredits: '25',
  },
  facts,
);
// One command per entry: a line starting with the CLI and its continuation lines.
const planned = plan?.commands.deploy.split(/\n(?=npx )/) ?? [];
const planSteps: Step[] = planned
  .filter((code) => !code.includes(' setVerifyingKeys'))
  .map((code, index, all) => ({
    line: 0,
    code,
    expected: index === all.length - 1 ? ['[i] Poll ID: 0'] : [],
  }));

it("takes the deployment planner's deploy commands for a small plan", () => {
  assert.deepEqual(planErrors, {});
  assert.deepEqual(
    planned.map((c) => /^npx maci-cli@[\d.]+ (\w+)/.exec(c)?.[1]),
    ['deployVkRegistry', 'setVerifyingKeys', 'create', 'deployPoll'],
  );
  assert.equal(planSteps.length, 3);
});

/**
 * Right after the quickstart, on the same node, commands that must fail, each with the entry
 * of the error reference that what it printed must lead the lookup to. The first is the proof
 * step the page's last section warns about: with no verifying keys registered, `proveOnChain`
 * fails with ProcessVkNotSet's selector, the text the page tells the reader to look for.
 */
const errors = loadErrorReference(errorReference.sources);
const processVkNotSet = errors.contractErrors.find((e) => e.name === 'ProcessVkNotSet');
const cliEntry = (key: string): string => {
  const message = errors.cliMessages.find((m) => m.key === key);
  return (message && cliAnchors(errors.cliMessages).get(message)) ?? `no CLI message "${key}"`;
};
const failures: { command: string; entry: string; expected?: string[] }[] = [
  {
    command: 'npx maci-cli@1.2.5 proveOnChain --poll-id 0 --proof-dir proofs',
    entry: 'processvknotset',
    expected: [`return data: ${processVkNotSet?.selector ?? '?'}`],
  },
  {
    // A vote after the deadline: the poll closed in step 8.
    command:
      'npx maci-cli@1.2.5 publish --pubkey "$ALICE_PUBKEY" --privkey "$ALICE_PRIVKEY" ' +
      '--state-index 1 --poll-id 0 --vote-option-index 0 --new-vote-weight 1 --nonce 2',
    entry: 'votingperiodover',
  },
  {
    command: 'npx maci-cli@1.2.5 signup --pubkey macipk.not-a-key',
    entry: cliEntry('Invalid MACI public key'),
  },
  {
    command: 'npx maci-cli@1.2.5 getPoll --poll 5',
    entry: cliEntry("MACI contract doesn't have any deployed poll …"),
  },
];
/**
 * The integration guide's caveat that a sign-up after a merge starts a new subtree: the next state
 * index is the subtree size, 5 to the power of MACI's state tree subdepth, read from its source.
 */
const stateSubdepth = Number(
  /STATE_TREE_SUBDEPTH = (\d+);/.exec(
    readFileSync(join(repoRoot, 'node_modules', 'maci-contracts', 'contracts', 'MACI.sol'), 'utf8'),
  )?.[1],
);
const subtreeSize = 5 ** stateSubdepth;
const signUpAfterMerge: Step = {
  line: 0,
  code: 'npx maci-cli@1.2.5 signup --pubkey "$ALICE_PUBKEY"',
  expected: [`[✓] State index: ${subtreeSize}`],
};

it('says what a sign-up after a merge is given, as the run shows', () => {
  const caveats = readFileSync(
    join(repoRoot, 'versioned_docs', 'version-v1.x', 'integrating.md'),
    'utf8',
  );
  assert.ok(caveats.includes(`the next multiple of ${subtreeSize}`));
  assert.ok(caveats.includes(`sets the subtree depth to ${stateSubdepth}`));
});

const failureSteps: Step[] = failures.map(({ command, expected = [] }, index) => ({
  line: 0,
  code: `${index === 0 ? 'mkdir -p proofs\n' : ''}if ${command}; then exit 1; fi`,
  expected,
}));

it('tells the reader which error proveOnChain meets after the quickstart', () => {
  const text = readDocsPage(page).text;
  assert.ok(processVkNotSet, 'maci-contracts declares ProcessVkNotSet');
  assert.ok(text.includes(`(return data: ${processVkNotSet.selector})`));
  assert.ok(text.includes('(./errors.md#processvknotset)'));
});

it(
  'runs every step of the quickstart, then a small plan of the deployment planner, against a local Hardhat node',
  { timeout: 300_000 },
  async () => {
    const cliFilesBefore = readdirSync(join(siteCli, 'build')).sort();
    const all = [...steps, ...failureSteps, signUpAfterMerge, ...planSteps];
    const run = await runPageSteps(all, { ledger: true });

    const failure = runFailure(all, run);
    if (failure) assert.fail(failure);
    assert.deepEqual(outputProblems(all, run), []);
    // What each failing command printed leads the error reference's lookup to its entry.
    const lookup = lookupEntries(errors);
    const wrong = failures.flatMap(({ command, entry }, index) => {
      const printed = (run.perStep.get(all.indexOf(failureSteps[index])) ?? []).join('\n');
      const found = findEntries(printed, lookup)[0]?.entry.id;
      return found === entry
        ? []
        : [`${command}: found ${found ?? 'nothing'}, not ${entry}\n${printed}`];
    });
    assert.deepEqual(wrong, []);
    assert.ok(
      steps.filter((s) => s.expected.length > 0).length >= 8,
      'the page shows the output of its main steps',
    );

    // Every transaction of the page's steps, as the gas ledger has it (or records it now).
    const transactions = pageTransactions(run.transactions ?? [], steps);
    assert.deepEqual(recordOrCompare('quickstart', '/docs/quickstart/', steps, transactions), []);

    // The run wrote its addresses into its own copy of maci-cli, never into the site's.
    assert.deepEqual(readdirSync(join(siteCli, 'build')).sort(), cliFilesBefore);
    assert.equal(existsSync(join(repoRoot, 'node_modules', 'contracts')), false);
  },
);
