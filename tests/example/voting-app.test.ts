/**
 * The example app of "Voting from a web app" (examples/voting-app), as a reader gets it: a copy
 * of its folder, `npm ci` (from the registry), its build, served on loopback and driven in
 * Chromium against a Hardhat node with MACI and a poll deployed by the quickstart's own steps.
 * A stand-in for a browser wallet (EIP-1193) forwards to the node's test accounts. Then the
 * coordinator's view: the poll's messages decrypted and processed with the coordinator key
 * (maci-contracts' genMaciStateFromContract and maci-core's Poll, as genLocalState and genProofs
 * do, without proofs), checked against what the page says counts.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { isBuiltin, createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { Interface, JsonRpcProvider } from 'ethers';
import { genMaciStateFromContract } from 'maci-contracts';
import { Keypair, PCommand, PrivKey, PubKey } from 'maci-domainobjs';
import { maciAbi, pollAbi, tallyAbi } from '../../examples/voting-app/src/abi';
import { readDocsPage, repoRoot } from '../support/docs-files';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { pauseStep, type PauseContext, runFailure, runPageSteps } from '../support/page-run';
import { pageSteps, type Step } from '../support/page-steps';
import { type PlainServer, servePlainFiles } from '../support/plain-server';

const example = join(repoRoot, 'examples', 'voting-app');
const guide = join(repoRoot, 'versioned_docs', 'version-v1.x', 'voting-web-app.md');
const artifacts = join(
  repoRoot,
  'node_modules',
  'maci-contracts',
  'build',
  'artifacts',
  'contracts',
);
const compiledAbi = (file: string) =>
  new Interface((JSON.parse(readFileSync(join(artifacts, file), 'utf8')) as { abi: never[] }).abi);

it('calls the MACI 1.2.5 contracts as they are compiled', () => {
  for (const [ours, file] of [
    [maciAbi, 'MACI.sol/MACI.json'],
    [pollAbi, 'Poll.sol/Poll.json'],
    [tallyAbi, 'Tally.sol/Tally.json'],
  ] as const) {
    const compiled = compiledAbi(file);
    for (const fragment of new Interface(ours).fragments) {
      const name = 'name' in fragment ? String(fragment.name) : '';
      const match = compiled.fragments.find(
        (f) => f.type === fragment.type && 'name' in f && f.name === name,
      );
      assert.equal(match?.format('full'), fragment.format('full'), `${file}: ${name}`);
    }
  }
});

/** The files Node would load for `entry`, following every `require` with a literal name. */
function requireGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    const load = createRequire(file);
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)) {
      if (isBuiltin(name)) continue;
      try {
        queue.push(load.resolve(name));
      } catch {
        // an optional or platform-specific module that is not installed
      }
    }
  }
  return seen;
}

it('says rightly that maci-cli/sdk brings Hardhat into a bundle', () => {
  const sdk = createRequire(join(repoRoot, 'package.json')).resolve('maci-cli/sdk');
  const files = [...requireGraph(sdk)];
  assert.ok(files.some((f) => f.includes(`${sep}node_modules${sep}hardhat${sep}`)));
  assert.match(
    readDocsPage(guide).text,
    /the SDK's entry loads the whole of `maci-contracts`, whose deployment helpers import Hardhat/,
  );
});

/** The figures the guide gives: the MACI packages' file of the build, as is and gzipped. */
function checkFigures(assets: string) {
  const chunk = (name: string) => {
    const file = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    assert.ok(file, `the build has a file of ${name}`);
    return readFileSync(join(assets, file));
  };
  const kB = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en-US')} kB`;
  const maciFile = chunk('maci');
  const figures = `**${kB(maciFile.length)}**, **${kB(gzipSync(maciFile).length)}** gzip`;
  assert.ok(readDocsPage(guide).text.includes(figures), `the guide gives ${figures}`);
  assert.ok(maciFile.length > chunk('react').length + chunk('ethers').length);
}

const exec = promisify(execFile);

/** The quickstart's steps up to its poll, then the test's own, with two pauses. */
const quickstart = pageSteps(
  readDocsPage(join(repoRoot, 'versioned_docs', 'version-v1.x', 'quickstart.md')).text,
);
const pollStep = quickstart.findIndex((s) => s.code.includes(' deployPoll'));
// The voters' keys the quickstart makes for the CLI: here the app makes its own.
const deploySteps = quickstart.slice(0, pollStep + 1).filter((s) => !s.code.includes('alice.keys'));
const mergeStep = quickstart.find((s) => s.code.includes(' mergeSignups'));
const keep: Step = {
  line: 0,
  code: [
    'printf "%s\\n%s\\n" "$COORDINATOR_PUBKEY" "$COORDINATOR_PRIVKEY" > "$PAGE_RUN_SCRATCH/coordinator.keys"',
    'cp node_modules/maci-cli/build/contractAddresses.json "$PAGE_RUN_SCRATCH/"',
  ].join('\n'),
  expected: [],
};

/** What the deploy steps left for the test: MACI's address and the coordinator's keys. */
function deployed(scratch: string) {
  const [coordinatorPub, coordinatorPriv] = readFileSync(
    join(scratch, 'coordinator.keys'),
    'utf8',
  ).split('\n');
  const store = JSON.parse(readFileSync(join(scratch, 'contractAddresses.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const maci = Object.values(store).find((network) => network.MACI)?.MACI ?? '';
  return { maci, coordinatorPub, coordinatorPriv };
}

/** The node's first three test accounts: the deployer, then the two voters. */
const accounts = async (url: string) =>
  (await new JsonRpcProvider(url).send('eth_accounts', [])) as string[];

/** A wallet stand-in: forwards to the node, signing as `account`, as an injected wallet would. */
interface WalletControl {
  account: string;
  chainId?: string;
  reject?: boolean;
}

/** Uncaught errors of the app's pages: there must be none. */
const pageErrors: string[] = [];

async function openApp(
  browser: Browser,
  origin: string,
  query: string,
  providerUrl: string,
  wallet?: WalletControl,
): Promise<Page> {
  const context = await browser.newContext();
  if (wallet) {
    await context.exposeBinding(
      'walletRequest',
      async (_source, method: string, params: unknown[]) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts')
          return { result: [wallet.account] };
        if (method === 'eth_chainId' && wallet.chainId) return { result: wallet.chainId };
        if (method === 'eth_sendTransaction' && wallet.reject) {
          return { error: { code: 4001, message: 'User rejected the request.' } };
        }
        const response = await fetch(providerUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        return (await response.json()) as object;
      },
    );
    // A string, not a function: the test's compiler would add helpers the page lacks.
    await context.addInitScript(`
      window.ethereum = {
        request: async ({ method, params }) => {
          const answer = await window.walletRequest(method, params ?? []);
          if (answer.error) throw answer.error;
          return answer.result;
        },
      };
    `);
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${origin}/?${query}`);
  return page;
}

/** Submits a form by its button and waits for the outcome: the status or the error line. */
async function press(page: Page, button: string): Promise<{ status: string; error: string }> {
  const main = page.locator('main');
  const before = Number(await main.getAttribute('data-finished'));
  await page.getByRole('button', { name: button, exact: true }).click();
  // A step waits for the wallet, the node and the MACI cryptography: on a busy machine that can
  // take longer than Playwright's default 30 s.
  await page.locator(`main[data-finished="${before + 1}"]`).waitFor({ timeout: 120_000 });
  return {
    status: (await page.getByTestId('status').textContent()) ?? '',
    error: (await page.getByTestId('error').textContent()) ?? '',
  };
}

it(
  'signs two voters up, votes, changes a vote and a key in Chromium, and the coordinator counts what the page says',
  { timeout: 900_000 },
  async () => {
    const folder = mkdtempSync(join(tmpdir(), 'voting-app-'));
    const started = Date.now();
    const phase = (name: string) =>
      console.log(`voting app: ${name} at ${Math.round((Date.now() - started) / 1000)} s`);
    // As a reader copies it: the project's files, not what a build or install left here.
    cpSync(example, folder, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    // Installed and built while the quickstart's steps deploy MACI and the poll.
    const built = (async () => {
      await exec('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder });
      phase('installed');
      await exec('npm', ['run', 'build'], { cwd: folder });
      phase('built');
      return join(folder, 'dist');
    })();
    // Handled when the vote pause awaits it; until then a failure must not go unhandled.
    built.catch(() => undefined);
    try {
      let server: PlainServer | undefined;
      let browser: Browser | undefined;
      let bobNewKey = '';
      let aliceKey: PubKey | undefined;
      try {
        const vote = async ({ providerUrl, scratch }: PauseContext) => {
          phase('deployed');
          const dist = await built;
          checkFigures(join(dist, 'assets'));
          server = await servePlainFiles(dist);
          browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
          const { maci, coordinatorPub } = deployed(scratch);
          const [, alice, bob] = await accounts(providerUrl);
          const query = `maci=${maci}&poll=0&chain=31337`;

          // No wallet at all.
          const bare = await openApp(browser, server.origin, query, providerUrl);
          assert.match(
            (await press(bare, 'Connect wallet and load the poll')).error,
            /No wallet found/,
          );

          const wallet: WalletControl = { account: alice, chainId: '0x1' };
          const a = await openApp(browser, server.origin, query, providerUrl, wallet);
          assert.match(
            (await press(a, 'Connect wallet and load the poll')).error,
            /on chain 1, and this poll is on chain 31337/,
          );
          delete wallet.chainId;
          await a.getByLabel(/Coordinator key/).fill('macipk.not-a-key');
          assert.match((await press(a, 'Connect wallet and load the poll')).error, /malformed/);
          // Well formed, but another key than the poll's.
          await a.getByLabel(/Coordinator key/).fill('macipk.123');
          assert.match(
            (await press(a, 'Connect wallet and load the poll')).error,
            /owned by another coordinator key/,
          );
          await a.getByLabel(/Coordinator key/).fill(coordinatorPub);
          assert.match((await press(a, 'Connect wallet and load the poll')).status, /Poll loaded/);
          assert.equal(await a.getByTestId('coordinator').textContent(), coordinatorPub);

          assert.match(
            (await press(a, 'Sign up')).status,
            /state index is 1 and you have 99 voice credits/,
          );
          aliceKey = PubKey.deserialize((await a.getByTestId('public-key').textContent()) ?? '');
          await a.getByLabel('Option', { exact: true }).fill('0');
          await a.getByLabel('Weight', { exact: true }).fill('10');
          assert.match((await press(a, 'Vote')).error, /costs 100 voice credits and you have 99/);
          await a.getByLabel('Weight', { exact: true }).fill('3');
          wallet.reject = true;
          assert.match((await press(a, 'Vote')).error, /You rejected the transaction/);
          wallet.reject = false;
          assert.match((await press(a, 'Vote')).status, /Vote sent/);
          // The change: option 1, weight 5, again with nonce 1.
          await a.getByLabel('Option', { exact: true }).fill('1');
          await a.getByLabel('Weight', { exact: true }).fill('5');
          assert.match((await press(a, 'Change vote')).status, /Vote changed/);

          const b = await openApp(browser, server.origin, query, providerUrl, { account: bob });
          assert.match((await press(b, 'Connect wallet and load the poll')).status, /Poll loaded/);
          assert.match((await press(b, 'Sign up')).status, /state index is 2/);
          await b.getByLabel('Option', { exact: true }).fill('0');
          await b.getByLabel('Weight', { exact: true }).fill('4');
          assert.match((await press(b, 'Vote')).status, /Vote sent/);
          await b.getByLabel('Option', { exact: true }).fill('2');
          await b.getByLabel('Weight', { exact: true }).fill('2');
          assert.match((await press(b, 'Change key and vote')).status, /Key changed/);
          bobNewKey = (await b.evaluate(`
            JSON.parse(localStorage.getItem(
              Object.keys(localStorage).find((k) => k.startsWith('maci-voter:')),
            )).namedKey
          `)) as string;

          // Past the deadline, the app refuses before any transaction.
          const node = new JsonRpcProvider(providerUrl);
          await node.send('evm_increaseTime', [301]);
          await node.send('evm_mine', []);
          assert.match((await press(a, 'Change vote')).error, /The poll is closed/);
          assert.deepEqual(pageErrors, []);
          phase('voted');
        };

        const count = async ({ providerUrl, scratch }: PauseContext) => {
          phase('merged');
          const { maci, coordinatorPriv } = deployed(scratch);
          const coordinator = new Keypair(PrivKey.deserialize(coordinatorPriv));
          const state = await genMaciStateFromContract(
            new JsonRpcProvider(providerUrl),
            maci,
            coordinator,
            0n,
          );
          const poll = state.polls.get(0n);
          assert.ok(poll);
          poll.processAllMessages();
          while (poll.hasUntalliedBallots()) poll.tallyVotes();
          // Alice's change counts and her first vote (the same nonce, older) does not; Bob's key
          // change counts, and his first vote fails against his new key.
          assert.deepEqual(poll.tallyResult.slice(0, 3), [0n, 5n, 2n]);
          assert.deepEqual(poll.ballots[1].votes.slice(0, 3), [0n, 5n, 0n]);
          assert.deepEqual(poll.ballots[2].votes.slice(0, 3), [0n, 0n, 2n]);
          // And every message the app sent decrypts with the coordinator's key.
          const commands = poll.messages
            .slice(1)
            .map(
              (message, i) =>
                PCommand.decrypt(
                  message,
                  Keypair.genEcdhSharedKey(coordinator.privKey, poll.encPubKeys[i + 1]),
                ).command,
            );
          assert.deepEqual(
            commands.map((c) => [c.stateIndex, c.voteOptionIndex, c.newVoteWeight, c.nonce]),
            [
              [1n, 0n, 3n, 1n],
              [1n, 1n, 5n, 1n],
              [2n, 0n, 4n, 1n],
              [2n, 2n, 2n, 1n],
            ],
          );
          assert.ok(bobNewKey);
          assert.ok(
            poll.stateLeaves[2].pubKey.equals(new Keypair(PrivKey.deserialize(bobNewKey)).pubKey),
          );
          assert.ok(aliceKey && poll.stateLeaves[1].pubKey.equals(aliceKey));
        };

        assert.ok(pollStep > 0 && mergeStep);
        const steps = [...deploySteps, keep, pauseStep('vote'), mergeStep, pauseStep('count')];
        const run = await runPageSteps(steps, { timeoutMs: 840_000, pauses: { vote, count } });
        const failure = runFailure(steps, run);
        if (failure) assert.fail(failure);
      } finally {
        await browser?.close();
        await server?.close();
      }
      phase('counted');
    } finally {
      await built.catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
