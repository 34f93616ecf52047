/**
 * Runs the coordinator script of /docs/finishing-a-poll/ (examples/finish-poll/finish-poll.ts)
 * against a Hardhat node, on a poll made with the proof page's circuits and keys (the same cache
 * as quickstart-proofs.test.ts): a poll of six messages, two processing batches at 6-2-1-1.
 *
 * In order, on one poll: the bad inputs (before the deadline, a missing key file, a wrong
 * coordinator key), each refused with its exit code and nothing sent; through a proxy that
 * refuses wide `eth_getLogs` ranges, a run without the page's settings, which fails with an error
 * the error reference finds; a run with them, stopped as soon as its first proof transaction is
 * in; the same command again, to a verified and published tally, and the node's blocks hold each
 * merge and each proof once; and a last run on the tallied poll, refused with nothing sent.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { it } from 'node:test';
import type { Interface } from 'ethers';
import { JsonRpcProvider } from 'ethers';
import { MessageProcessor__factory, Poll__factory, Tally__factory } from 'maci-cli/sdk';
import { Keypair } from 'maci-domainobjs';
import { errorReference } from '../../config/errors';
import { loadErrorReference } from '../../plugins/error-reference';
import { findEntries } from '../../plugins/error-reference/lookup';
import { lookupEntries } from '../../plugins/error-reference/render';
import { repoRoot } from '../support/docs-files';
import { finishPollScript, scriptExitCodes } from '../support/finish-poll/script';
import { blockRangeRefusal, startRpcProxy, type RpcProxy } from '../support/finish-poll/rpc-proxy';
import { killGroup, runFailure, runPageSteps, type AfterSteps } from '../support/page-run';
import type { Step } from '../support/page-steps';
import { proofCacheDirs, proofPageSteps, ptauReplacement } from '../support/proof-run/proof-page';

// What `node --import tsx` loads: TypeScript as CommonJS and ES modules alike.
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const codes = scriptExitCodes();

/**
 * The proof page up to its poll's deployment: circuits, keys (cached), registry, MACI, poll. The
 * poll stays open for an hour instead of 5 minutes, so that the run before the deadline is one
 * on a loaded machine too.
 */
const deployAt = proofPageSteps.findIndex((s) => / deployPoll /.test(s.code));
const pollSeconds = 3600;
const setupSteps: Step[] = [
  ...proofPageSteps.slice(0, deployAt),
  {
    ...proofPageSteps[deployAt],
    code: proofPageSteps[deployAt].code.replace('--duration 300', `--duration ${pollSeconds}`),
  },
];
const signingKey = /export ETH_SK=(0x[0-9a-f]{64})/.exec(
  proofPageSteps.map((s) => s.code).join('\n'),
)?.[1];

/** Three voters and six messages: more than one batch of 5, so two processing proofs. */
const votes: Step = {
  line: 0,
  code: [
    'for voter in v1 v2 v3; do npx maci-cli@1.2.5 genMaciKeyPair > $voter.keys; done',
    'key() { grep -o "$2\\.[0-9a-f]*" "$1.keys"; }',
    'for voter in v1 v2 v3; do npx maci-cli@1.2.5 signup --pubkey "$(key $voter macipk)"; done',
    'vote() {',
    '  npx maci-cli@1.2.5 publish --pubkey "$(key $1 macipk)" --privkey "$(key $1 macisk)" \\',
    '    --state-index "$2" --poll-id 0 --vote-option-index "$3" --new-vote-weight "$4" --nonce "$5"',
    '}',
    'vote v1 1 0 3 1; vote v1 1 1 2 2; vote v1 1 2 1 3',
    'vote v2 2 1 4 1; vote v2 2 3 2 2',
    'vote v3 3 4 5 1',
  ].join('\n'),
  expected: [],
};
const processBatches = 2;
const tallyBatches = 1;

const lookup = lookupEntries(loadErrorReference(errorReference.sources));

it('finds the entries of the provider errors that the settings prevent', () => {
  const cases: [string, string][] = [
    // As ethers wraps a JSON-RPC error it does not know.
    [
      `could not coalesce error (error={ "code": -32005, "message": "${blockRangeRefusal(50)}" })`,
      'toolchain-getlogs-block-range',
    ],
    ['server response 429 Too Many Requests', 'toolchain-rpc-rate-limit'],
    ['max fee per gas less than block base fee: address 0x0', 'toolchain-fee-too-low'],
    // As ethers 6 reports a refused nonce, which its request cache can cause within one program.
    ['nonce has already been used (expected 31, got 30)', 'toolchain-nonce-too-low'],
  ];
  for (const [text, id] of cases) {
    assert.ok(
      findEntries(text, lookup).some((m) => m.entry.id === id),
      `${text} → ${id}`,
    );
  }
});

/**
 * On a cold cache, quickstart-proofs.test.ts makes the circuits and keys in the same `npm test`.
 * Making them twice at once would double the slowest part of a cold run, so while another run is
 * filling a missing cache folder (a `.partial-` folder beside it), wait for it; when none appears
 * within a short while, make them here.
 */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForProofCache(timeoutMs: number): Promise<void> {
  const started = Date.now();
  const dirs = [...proofCacheDirs.values()];
  while (Date.now() - started < timeoutMs) {
    const missing = dirs.filter((dir) => !existsSync(dir));
    if (missing.length === 0) return;
    // A folder is being filled while the shell that named it (`.partial-<its pid>`) lives; one
    // left by a run that was killed is not waited for.
    const filling = missing.some((dir) =>
      (existsSync(dirname(dir)) ? readdirSync(dirname(dir)) : []).some(
        (name) =>
          name.startsWith(`${basename(dir)}.partial-`) &&
          processAlive(Number(name.slice(`${basename(dir)}.partial-`.length))),
      ),
    );
    // The other test needs a moment to stage its folder before its first partial appears.
    if (!filling && Date.now() - started > 3 * 60_000) return;
    await sleep(15_000);
  }
}

interface ScriptRun {
  code: number | null;
  output: string;
  /** What went through the proxy. */
  sent: RpcProxy['sent'];
  killed: boolean;
}

it(
  'finishes a poll across an interruption and a limited endpoint, and refuses bad input',
  { timeout: 90 * 60_000 },
  async () => {
    assert.notEqual(
      setupSteps[deployAt].code,
      proofPageSteps[deployAt].code,
      'deployPoll --duration',
    );
    await waitForProofCache(75 * 60_000);
    let checked = false;
    const run = await runPageSteps([...setupSteps, votes], {
      timeoutMs: 80 * 60_000,
      replacements: { ptau: ptauReplacement },
      cacheDirs: proofCacheDirs,
      afterSteps: async (context) => {
        await driveScript(context);
        checked = true;
      },
    });
    const failure = runFailure([...setupSteps, votes], run);
    if (failure) assert.fail(failure);
    assert.ok(checked, 'the script ran');
  },
);

async function driveScript({ workdir, env, nodeUrl }: AfterSteps): Promise<void> {
  assert.ok(signingKey, "the proof page exports the node's first key");
  copyFileSync(finishPollScript, join(workdir, 'finish-poll.ts'));
  const stored = JSON.parse(
    readFileSync(
      join(workdir, 'node_modules', 'maci-cli', 'build', 'contractAddresses.json'),
      'utf8',
    ),
  ) as Record<string, Record<string, string>>;
  const addresses = Object.values(stored)[0];
  const node = new JsonRpcProvider(nodeUrl, undefined, { staticNetwork: true });
  const proxy = await startRpcProxy(nodeUrl);

  const common = [
    ...['--maci', addresses.MACI, '--poll-id', '0'],
    ...['--message-processor', addresses['MessageProcessor-0'], '--tally', addresses['Tally-0']],
    ...['--publish', 'public/tally.json', '--work-dir', 'finish-poll-work'],
    ...['--process-zkey', 'processMessages_6-2-1-1.zkey', '--tally-zkey', 'tallyVotes_6-1-1.zkey'],
    ...['--process-wasm', 'ProcessMessages_6-2-1-1_js/ProcessMessages_6-2-1-1.wasm'],
    ...['--tally-wasm', 'TallyVotes_6-1-1_js/TallyVotes_6-1-1.wasm'],
  ];
  const runScript = async (extra: string[], stopAt?: (tx: RpcProxy['sent'][number]) => boolean) => {
    proxy.sent.length = 0;
    const child = spawn('node', ['--import', tsx, 'finish-poll.ts', ...common, ...extra], {
      cwd: workdir,
      env: { ...env, ETH_SK: signingKey, ETH_PROVIDER: proxy.url },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proxy.onTransaction = (tx) => {
      if (stopAt?.(tx)) {
        killed = true;
        killGroup(child.pid, 'SIGKILL');
      }
    };
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output, sent: [...proxy.sent], killed } satisfies ScriptRun;
  };
  // Straight from the node: ethers answers getBlockNumber() from a cache for a moment, which
  // right after evm_mine still holds the block before it.
  const blockNumber = async () => Number(await node.send('eth_blockNumber', []));
  const refused = async (name: string, extra: string[], code: number, says: RegExp) => {
    const head = await blockNumber();
    const result = await runScript(extra);
    assert.equal(result.code, code, `${name}:\n${result.output}`);
    assert.match(result.output, says, name);
    assert.deepEqual(result.sent, [], `${name}: no transaction`);
    assert.equal(await blockNumber(), head, `${name}: no block`);
  };

  try {
    const keyFile = ['--key-file', 'coordinator.keys'];
    await refused('before the deadline', keyFile, codes.beforeDeadline, /the poll closes at/);
    await node.send('evm_increaseTime', [pollSeconds]);
    await node.send('evm_mine', []);
    await refused(
      'a missing key file',
      ['--key-file', 'nowhere.keys'],
      codes.missingFile,
      /does not exist/,
    );
    writeFileSync(
      join(workdir, 'other.keys'),
      `Private key: ${new Keypair().privKey.serialize()}\n`,
    );
    await refused(
      'a wrong key',
      ['--key-file', 'other.keys'],
      codes.wrongKey,
      /is not the coordinator key/,
    );

    // The endpoint lets through the span from MACI's deployment to now and a few blocks more,
    // but not the span from block 0.
    const maciBlock = await deploymentBlock(node, addresses.MACI);
    const head = await blockNumber();
    proxy.maxLogBlocks = head - maciBlock + 1 + 10;
    assert.ok(proxy.maxLogBlocks < head + 1, 'block 0 to now is wider than the endpoint allows');
    const plain = await runScript(keyFile);
    assert.equal(plain.code, codes.failed, plain.output);
    assert.ok(plain.output.includes(blockRangeRefusal(proxy.maxLogBlocks)), plain.output);
    const ids = findEntries(plain.output, lookup).map((m) => m.entry.id);
    assert.ok(ids.includes('toolchain-getlogs-block-range'), `lookup found ${ids.join(', ')}`);

    const settings = [
      ...keyFile,
      '--start-block',
      String(maciBlock),
      '--blocks-per-batch',
      '4',
      '--sleep',
      '10',
    ];
    const processMessages = selector(
      MessageProcessor__factory.createInterface(),
      'processMessages',
    );
    const first = await runScript(settings, (tx) => tx.selector === processMessages);
    assert.ok(first.killed, `the run reached a proof transaction:\n${first.output}`);
    const mp = MessageProcessor__factory.connect(addresses['MessageProcessor-0'], node);
    assert.equal(await mp.numBatchesProcessed(), 1n, 'stopped after the first of two proofs');

    const again = await runScript(settings);
    assert.equal(again.code, codes.finished, again.output);
    assert.match(again.output, /proofs: all 2 \+ 1 kept from an earlier run/);
    assert.match(again.output, /on-chain verification of tally results passed/);
    assert.ok(existsSync(join(workdir, 'public', 'tally.json')), 'the tally is published');

    // Every merge and proof of the poll is in the node's blocks once, and none reverted.
    const calls = await callsTo(node, maciBlock);
    const count = (iface: Interface, name: string): number =>
      calls.filter((c) => c.selector === selector(iface, name)).length;
    const pollInterface = Poll__factory.createInterface();
    const tallyInterface = Tally__factory.createInterface();
    assert.equal(
      count(MessageProcessor__factory.createInterface(), 'processMessages'),
      processBatches,
    );
    assert.equal(count(tallyInterface, 'tallyVotes'), tallyBatches);
    assert.equal(count(pollInterface, 'mergeMaciStateAq'), 1);
    assert.equal(count(pollInterface, 'mergeMessageAq'), 1);
    assert.deepEqual(
      calls.filter((c) => !c.ok),
      [],
      'no transaction reverted',
    );

    await refused(
      'a tallied poll',
      settings,
      codes.alreadyTallied,
      /already tallied; nothing was sent/,
    );
  } finally {
    await proxy.close();
    node.destroy();
  }
}

const selector = (iface: Interface, name: string): string => {
  const fragment = iface.getFunction(name);
  assert.ok(fragment, name);
  return fragment.selector;
};

/** The block of the transaction that created the contract at `address`. */
async function deploymentBlock(node: JsonRpcProvider, address: string): Promise<number> {
  for (let n = await node.getBlockNumber(); n >= 0; n -= 1) {
    const block = await node.getBlock(n, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (tx.to === null) {
        const receipt = await node.getTransactionReceipt(tx.hash);
        if (receipt?.contractAddress?.toLowerCase() === address.toLowerCase()) return n;
      }
    }
  }
  throw new Error(`no deployment of ${address}`);
}

/** Every call transaction from block `from` on: its selector and whether it succeeded. */
async function callsTo(
  node: JsonRpcProvider,
  from: number,
): Promise<{ selector: string; ok: boolean }[]> {
  const calls: { selector: string; ok: boolean }[] = [];
  for (let n = from; n <= (await node.getBlockNumber()); n += 1) {
    const block = await node.getBlock(n, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      const receipt = await node.getTransactionReceipt(tx.hash);
      calls.push({ selector: tx.data.slice(0, 10), ok: receipt?.status === 1 });
    }
  }
  return calls;
}
