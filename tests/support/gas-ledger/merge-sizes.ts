/**
 * How the gas of MACI 1.2.5's merges (and of sign-ups and publishes, by position) grows with a
 * poll's size, measured on a Hardhat node with the site's installed packages. For each size a
 * fresh MACI (state tree depth 6) and one poll at the ceremony depths are deployed with ethers
 * and the maci-contracts artifacts (nothing is written to maci-cli's address store), N voters
 * sign up and publish one vote each, the deadline passes, and maci-cli's own `mergeSignups` and
 * `mergeMessages` run with the CLI's default number of queue operations. Every figure comes from
 * the node's receipts, and every key, salt and ephemeral key is derived from a fixed label, so the
 * same inputs give byte-identical output.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ContractFactory, Interface, JsonRpcProvider, type Signer } from 'ethers';
import { EMode } from 'maci-contracts';
import { AccQueue__factory, MACI__factory, Poll__factory } from 'maci-contracts/typechain-types';
import { SNARK_FIELD_SIZE } from 'maci-crypto';
import { Keypair, type Message, PCommand, PrivKey } from 'maci-domainobjs';
import { repoRoot } from '../docs-files';
import { freePort } from '../free-port';
import { killGroup } from '../page-run';
import type { Artifact } from './decode';
import type {
  LedgerTransaction,
  MergeSize,
  MergeSizesLedger,
} from '../../../plugins/gas-ledger/types';

export type { LedgerTransaction, MergeSize } from '../../../plugins/gas-ledger/types';

/** The measurement, and the hash of its inputs that its cache file is named by. */
export type MergeSizesResult = MergeSizesLedger & { key: string };

export const defaultSizes = [1, 24, 25, 26, 130];

/** The state tree depth the npm contracts support (EmptyBallotRoots) and the ceremony's poll depths. */
export const mergeParams: MergeSizesResult['params'] = {
  stateTreeDepth: 6,
  intStateTreeDepth: 2,
  messageTreeDepth: 9,
  messageBatchDepth: 2,
  voteOptionTreeDepth: 3,
};

/** The commands whose transactions a MergeSize keeps. */
export const ledgerCommands = ['signup', 'publish', 'mergeSignups', 'mergeMessages'];

const modules = join(repoRoot, 'node_modules');
const sourceFile = join(repoRoot, 'tests', 'support', 'gas-ledger', 'merge-sizes.ts');
const keyPackages = [
  'hardhat',
  'maci-cli',
  'maci-contracts',
  'maci-core',
  'maci-crypto',
  'maci-domainobjs',
  'ethers',
];
const pollDuration = 3600;
/** Genesis of the node (its config's initialDate); each size's pinned clock starts far after it. */
const genesisDate = '2024-01-01T00:00:00Z';
const clockStride = 1_000_000;
/** The gas limit of each sign-up and publish (several times what either uses). */
const txGasLimit = 3_000_000;

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The JSON a result is stored and written as (the cache and the CLI write the same bytes). */
export function formatMergeSizes(result: MergeSizesResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/**
 * What a leaf at queue index `index` (leaf 0 is the queue's placeholder) does in an AccQueue of
 * arity 5 whose subtrees have depth `subdepth`: `subtree` completes a subtree (hashes every level
 * and stores its root), `level k` completes a node k levels up, `opens` starts a new group of five
 * (the level-0 index goes from 0 to 1 again), `leaf` only stores the leaf.
 */
export function leafKind(index: number, subdepth: number): string {
  let completed = 0;
  while (completed < subdepth && (index + 1) % 5 ** (completed + 1) === 0) completed++;
  if (completed === subdepth) return 'subtree';
  if (completed > 0) return `level ${completed}`;
  return index % 5 === 0 ? 'opens' : 'leaf';
}

/** A value maci-cli 1.2.5 declares in build/ts/utils/defaults.js, read from that source. */
export function cliDefault(name: string): string {
  const source = readFileSync(
    join(modules, 'maci-cli', 'build', 'ts', 'utils', 'defaults.js'),
    'utf8',
  );
  // A literal assignment (line 3 declares every export as `void 0` first).
  const value = new RegExp(`^exports\\.${name} = (?:(\\d+)|"([^"]*)");$`, 'm').exec(source);
  const literal = value?.[1] ?? value?.[2];
  if (literal === undefined) throw new Error(`maci-cli's defaults.js declares no ${name}`);
  return literal;
}

/** STATE_TREE_SUBDEPTH of the installed MACI.sol (checked against the chain during a run). */
export function stateTreeSubdepth(): number {
  const source = readFileSync(join(modules, 'maci-contracts', 'contracts', 'MACI.sol'), 'utf8');
  const value = /uint8 internal constant STATE_TREE_SUBDEPTH = (\d+);/.exec(source)?.[1];
  if (value === undefined) throw new Error('MACI.sol declares no STATE_TREE_SUBDEPTH');
  return Number(value);
}

function checkedSizes(sizes: number[]): number[] {
  const max = 5 ** mergeParams.stateTreeDepth - 1;
  for (const size of sizes) {
    if (!Number.isInteger(size) || size < 1 || size > max) {
      throw new Error(`size ${size}: a whole number of voters from 1 to ${max}`);
    }
  }
  return sizes;
}

/** The cache key of a measurement: this file, the sizes and params, and the packages' versions. */
export function mergeSizesKey(sizes: number[] = defaultSizes): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(sourceFile));
  hash.update(`\0${JSON.stringify({ sizes: checkedSizes(sizes), params: mergeParams })}\0`);
  for (const name of keyPackages) hash.update(`${name}@${packageVersion(name)}\n`);
  return hash.digest('hex').slice(0, 24);
}

/** The files under a folder with their content hashes, to prove a run left it unchanged. */
function fingerprint(dir: string): string {
  const lines: string[] = [];
  const walk = (path: string): void => {
    if (statSync(path).isDirectory())
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    else
      lines.push(
        `${relative(dir, path)} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`,
      );
  };
  walk(dir);
  return lines.join('\n');
}

/** A number below the snark field derived from a label: seeds keys and salts. */
function seed(label: string): bigint {
  const digest = createHash('sha256').update(`maci-website/gas-merges/${label}`).digest('hex');
  return BigInt(`0x${digest}`) % SNARK_FIELD_SIZE;
}

const keypair = (label: string): Keypair => new Keypair(new PrivKey(seed(label)));

/** maci-contracts' Hardhat artifacts, by contract name. */
function loadArtifacts(): Map<string, Artifact[]> {
  const byName = new Map<string, Artifact[]>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json') && !entry.endsWith('.dbg.json')) {
        const artifact = JSON.parse(readFileSync(path, 'utf8')) as Artifact;
        byName.set(artifact.contractName, [...(byName.get(artifact.contractName) ?? []), artifact]);
      }
    }
  };
  walk(join(modules, 'maci-contracts', 'build', 'artifacts', 'contracts'));
  return byName;
}

/** The bytecode with the named libraries' addresses written into their placeholders. */
function linkedBytecode(artifact: Artifact, libraries: Map<string, string>): string {
  let code = artifact.bytecode.slice(2);
  for (const [source, names] of Object.entries(artifact.linkReferences)) {
    for (const [name, places] of Object.entries(names)) {
      const address = libraries.get(`${source}:${name}`);
      if (!address) throw new Error(`${artifact.contractName} needs library ${source}:${name}`);
      for (const { start, length } of places) {
        code =
          code.slice(0, start * 2) +
          address.slice(2).toLowerCase() +
          code.slice((start + length) * 2);
      }
    }
  }
  return `0x${code}`;
}

interface RpcTransaction {
  hash: string;
  from: string;
  to: string | null;
  input: string;
}
interface RpcReceipt {
  status: string;
  gasUsed: string;
  contractAddress: string | null;
  logs: { address: string; topics: string[]; data: string }[];
}

interface HardhatNode {
  url: string;
  stop: () => void;
}

/** `hardhat node` on a free loopback port, from a temporary folder with a minimal config. */
async function startNode(): Promise<HardhatNode> {
  const folder = mkdtempSync(join(tmpdir(), 'maci-gas-merges-'));
  // Hardhat refuses a non-local installation: the folder links the site's node_modules.
  symlinkSync(modules, join(folder, 'node_modules'));
  writeFileSync(
    join(folder, 'hardhat.config.js'),
    `module.exports = { networks: { hardhat: { initialDate: '${genesisDate}' } } };\n`,
  );
  const port = await freePort();
  const logFile = join(folder, 'node.log');
  // maci-cli points HARDHAT_CONFIG at its own config when it is loaded: the node must not see it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'HARDHAT_CONFIG' && key !== 'ETH_SK'),
  );
  const fd = openSync(logFile, 'w');
  const child = spawn(
    join(modules, '.bin', 'hardhat'),
    ['node', '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: folder, env, stdio: ['ignore', fd, fd], detached: true },
  );
  closeSync(fd);
  // Stopped whatever happens: on return, on a throw, and when this process exits or is signalled.
  let stopped = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    stop();
    process.kill(process.pid, signal);
  };
  const stop = (): void => {
    process.removeListener('exit', stop);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (stopped) return;
    stopped = true;
    killGroup(child.pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let exited = false;
  child.once('exit', () => (exited = true));
  const log = (): string => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  for (
    let waited = 0;
    !log().includes('Started HTTP and WebSocket JSON-RPC server');
    waited += 100
  ) {
    if (exited || waited > 120_000) {
      const output = log();
      stop();
      throw new Error(`hardhat node did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

function calldata(input: string): { calldataBytes: number; zeroBytes: number } {
  const hex = input.slice(2);
  let zeroBytes = 0;
  for (let at = 0; at < hex.length; at += 2) if (hex.slice(at, at + 2) === '00') zeroBytes++;
  return { calldataBytes: hex.length / 2, zeroBytes };
}

interface Vote {
  voter: Keypair;
  message: Message;
  ephemeral: Keypair;
}

/**
 * Voter `stateIndex`'s key and first vote, built as maci-cli's publish builds one but from fixed
 * seeds (key, salt, ephemeral key), and checked from the coordinator's side: it decrypts, carries
 * its voter's signature, and is a valid first vote within the voice credits.
 */
function vote(stateIndex: number, coordinator: Keypair, voiceCredits: bigint): Vote {
  const voter = keypair(`voter/${stateIndex}`);
  const command = new PCommand(
    BigInt(stateIndex),
    voter.pubKey,
    BigInt((stateIndex - 1) % 5 ** mergeParams.voteOptionTreeDepth),
    1n,
    1n,
    0n,
    seed(`salt/${stateIndex}`),
  );
  const ephemeral = keypair(`ephemeral/${stateIndex}`);
  const message = command.encrypt(
    command.sign(voter.privKey),
    Keypair.genEcdhSharedKey(ephemeral.privKey, coordinator.pubKey),
  );
  const opened = PCommand.decrypt(
    message,
    Keypair.genEcdhSharedKey(coordinator.privKey, ephemeral.pubKey),
  );
  const valid =
    opened.command.verifySignature(opened.signature, voter.pubKey) &&
    opened.command.stateIndex === BigInt(stateIndex) &&
    opened.command.nonce === 1n &&
    opened.command.newVoteWeight ** 2n <= voiceCredits;
  if (!valid) throw new Error(`message ${stateIndex} is not a valid vote`);
  return { voter, message, ephemeral };
}

export async function measureMergeSizes(
  options: { sizes?: number[] } = {},
): Promise<MergeSizesResult> {
  const sizes = checkedSizes(options.sizes ?? defaultSizes);
  const key = mergeSizesKey(sizes);
  const subdepth = stateTreeSubdepth();
  const numQueueOps = Number(cliDefault('DEFAULT_SR_QUEUE_OPS'));
  const sgData = cliDefault('DEFAULT_SG_DATA');
  const ivcpData = cliDefault('DEFAULT_IVCP_DATA');
  const voiceCredits = BigInt(cliDefault('DEFAULT_INITIAL_VOICE_CREDITS'));
  const cliBuild = join(modules, 'maci-cli', 'build');
  const cliBuildBefore = fingerprint(cliBuild);

  // maci-cli sets HARDHAT_CONFIG to its own config when loaded: keep this process's value.
  const hardhatConfig = process.env.HARDHAT_CONFIG;
  const cli = await import('maci-cli');
  if (hardhatConfig === undefined) delete process.env.HARDHAT_CONFIG;
  else process.env.HARDHAT_CONFIG = hardhatConfig;

  const artifacts = loadArtifacts();
  const artifact = (name: string): Artifact => {
    const found = artifacts.get(name) ?? [];
    if (found.length !== 1) throw new Error(`${found.length} artifacts named ${name}`);
    return found[0];
  };
  const interfaces = new Map<string, Interface>();
  const iface = (name: string): Interface => {
    if (!interfaces.has(name)) interfaces.set(name, new Interface(artifact(name).abi));
    return interfaces.get(name) as Interface;
  };

  const coordinator = keypair('coordinator');
  // The same voters and votes serve every size: voter i signs up, then publishes vote i.
  const votes = Array.from({ length: Math.max(...sizes) }, (_, i) =>
    vote(i + 1, coordinator, voiceCredits),
  );

  const node = await startNode();
  try {
    const provider = new JsonRpcProvider(node.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
      pollingInterval: 50,
      batchMaxCount: 1,
    });
    const signer: Signer = await provider.getSigner(0);
    const account = (await signer.getAddress()).toLowerCase();
    const genesis = Math.floor(Date.parse(genesisDate) / 1000);
    const results: MergeSize[] = [];

    for (const [sizeIndex, voters] of sizes.entries()) {
      // The contract of each address the run's transactions reach or create.
      const names = new Map<string, string>();
      const named = (address: string, name: string): string => {
        names.set(address.toLowerCase(), name);
        return address;
      };
      let clock = genesis + (sizeIndex + 1) * clockStride;
      const pin = async (): Promise<void> => {
        clock += 1;
        await provider.send('evm_setNextBlockTimestamp', [clock]);
      };
      let maciAddress = '';
      let scanned = Number(await provider.send('eth_blockNumber', []));
      const recorded: LedgerTransaction[] = [];
      /** Runs one stage and records every transaction the node mined meanwhile. */
      const stage = async (command: string, run: () => Promise<void>): Promise<void> => {
        await run();
        const latest = Number(await provider.send('eth_blockNumber', []));
        for (let block = scanned + 1; block <= latest; block++) {
          const { transactions } = (await provider.send('eth_getBlockByNumber', [
            `0x${block.toString(16)}`,
            true,
          ])) as { transactions: RpcTransaction[] };
          for (const tx of transactions) {
            const receipt = (await provider.send('eth_getTransactionReceipt', [
              tx.hash,
            ])) as RpcReceipt;
            if (receipt.status !== '0x1') throw new Error(`${command}: ${tx.hash} failed`);
            if (tx.from.toLowerCase() !== account) throw new Error(`${tx.hash}: unknown sender`);
            const target = tx.to ?? receipt.contractAddress;
            const contract = target ? names.get(target.toLowerCase()) : undefined;
            if (!contract) throw new Error(`${command}: ${tx.hash} reaches an unknown contract`);
            const fn = tx.to
              ? iface(contract).getFunction(tx.input.slice(0, 10))?.name
              : 'constructor';
            if (!fn)
              throw new Error(`${command}: no ${contract} function ${tx.input.slice(0, 10)}`);
            const entry: LedgerTransaction = {
              command,
              contract,
              function: fn,
              gasUsed: Number(BigInt(receipt.gasUsed)),
              ...calldata(tx.input),
            };
            if (command === 'signup') {
              const events = receipt.logs
                .filter((log) => log.address.toLowerCase() === maciAddress.toLowerCase())
                .map((log) => iface('MACI').parseLog(log))
                .filter((event) => event?.name === 'SignUp');
              if (events.length !== 1)
                throw new Error(`${tx.hash}: ${events.length} SignUp events`);
              entry.index = Number(events[0]?.args._stateIndex);
            }
            // The queue operations the CLI passed are the default read from its source.
            if (fn.endsWith('SubRoots')) {
              const [ops] = iface(contract).decodeFunctionData(fn, tx.input);
              if (Number(ops) !== numQueueOps) throw new Error(`${fn}(${ops}): not the default`);
            }
            if (command === 'publish') {
              entry.index = recorded.filter((t) => t.command === 'publish').length + 1;
            }
            recorded.push(entry);
          }
        }
        scanned = latest;
      };

      const deploy = async (
        name: string,
        args: unknown[] = [],
        libraries = new Map<string, string>(),
      ): Promise<string> => {
        const a = artifact(name);
        await pin();
        const factory = new ContractFactory(a.abi, linkedBytecode(a, libraries), signer);
        const contract = await factory.deploy(...args);
        await contract.waitForDeployment();
        return named(await contract.getAddress(), name);
      };

      // The contracts the CLI's deployVkRegistry and create deploy, in its order.
      let vkRegistry = '';
      let verifier = '';
      await stage('deploy', async () => {
        vkRegistry = await deploy('VkRegistry');
        const proxy = await deploy('ConstantInitialVoiceCreditProxy', [voiceCredits]);
        const gatekeeper = await deploy('FreeForAllGatekeeper');
        verifier = await deploy('Verifier');
        const topupCredit = await deploy('TopupCredit');
        const libraries = new Map<string, string>();
        for (const name of ['PoseidonT3', 'PoseidonT4', 'PoseidonT5', 'PoseidonT6']) {
          libraries.set(`contracts/crypto/${name}.sol:${name}`, await deploy(name));
        }
        const pollFactory = await deploy('PollFactory', [], libraries);
        const mpFactory = await deploy('MessageProcessorFactory', [], libraries);
        const tallyFactory = await deploy('TallyFactory', [], libraries);
        maciAddress = await deploy(
          'MACI',
          [
            pollFactory,
            mpFactory,
            tallyFactory,
            gatekeeper,
            proxy,
            topupCredit,
            mergeParams.stateTreeDepth,
          ],
          libraries,
        );
      });
      const maci = MACI__factory.connect(maciAddress, signer);
      const stateAq = AccQueue__factory.connect(
        named(await maci.stateAq(), 'AccQueueQuinaryBlankSl'),
        signer,
      );

      let pollAddress = '';
      await stage('deployPoll', async () => {
        await pin();
        const tx = await maci.deployPoll(
          pollDuration,
          {
            intStateTreeDepth: mergeParams.intStateTreeDepth,
            messageTreeSubDepth: mergeParams.messageBatchDepth,
            messageTreeDepth: mergeParams.messageTreeDepth,
            voteOptionTreeDepth: mergeParams.voteOptionTreeDepth,
          },
          coordinator.pubKey.asContractParam(),
          verifier,
          vkRegistry,
          EMode.QV,
          { gasLimit: 10_000_000 },
        );
        const receipt = await tx.wait();
        const event = receipt?.logs
          .map((log) => maci.interface.parseLog(log))
          .find((parsed) => parsed?.name === 'DeployPoll');
        if (!event) throw new Error('deployPoll emitted no DeployPoll');
        const [poll, messageProcessor, tally] = event.args.pollAddr as [string, string, string];
        pollAddress = named(poll, 'Poll');
        named(messageProcessor, 'MessageProcessor');
        named(tally, 'Tally');
      });
      const poll = Poll__factory.connect(pollAddress, signer);
      const messageAq = AccQueue__factory.connect(
        named((await poll.extContracts()).messageAq, 'AccQueueQuinaryMaci'),
        signer,
      );
      // Leaf 0 of each queue is a placeholder: MACI's blank state leaf and the poll's padded message.
      if ((await stateAq.numLeaves()) !== 1n || (await messageAq.numLeaves()) !== 1n) {
        throw new Error('the queues do not start with one placeholder leaf each');
      }

      const ballots = votes.slice(0, voters);
      await stage('signup', async () => {
        for (const { voter } of ballots) {
          await pin();
          // A fixed gas limit instead of an estimate: the gas used does not depend on it.
          const tx = await maci.signUp(voter.pubKey.asContractParam(), sgData, ivcpData, {
            gasLimit: txGasLimit,
          });
          await tx.wait();
        }
      });

      await stage('publish', async () => {
        for (const { message, ephemeral } of ballots) {
          await pin();
          const tx = await poll.publishMessage(
            message.asContractParam(),
            ephemeral.pubKey.asContractParam(),
            { gasLimit: txGasLimit },
          );
          await tx.wait();
        }
      });

      // The subtree count the chain reports confirms the subdepth read from MACI.sol.
      const [, stateSubtrees] = await stateAq.getSrIndices();
      const [, messageSubtrees] = await messageAq.getSrIndices();
      if (
        Number(stateSubtrees) !== Math.floor((voters + 1) / 5 ** subdepth) ||
        Number(messageSubtrees) !== Math.floor((voters + 1) / 5 ** mergeParams.messageBatchDepth) ||
        (await poll.numMessages()) !== BigInt(voters + 1) ||
        (await messageAq.numLeaves()) !== BigInt(voters + 1)
      ) {
        throw new Error(`size ${voters}: the queues do not hold the leaves expected`);
      }

      // The CLI's timeTravel: past the deadline.
      await provider.send('evm_increaseTime', [pollDuration + 1]);
      await provider.send('evm_mine', []);

      await stage('mergeSignups', () =>
        cli.mergeSignups({ pollId: 0n, maciAddress, signer, quiet: true }),
      );
      await stage('mergeMessages', () =>
        cli.mergeMessages({ pollId: 0n, maciAddress, signer, quiet: true }),
      );
      if (
        !(await poll.stateAqMerged()) ||
        (await messageAq.getMainRoot(mergeParams.messageTreeDepth)) === 0n
      ) {
        throw new Error(`size ${voters}: the merges did not finish`);
      }
      const subRootCalls = recorded.filter((t) => t.function.endsWith('SubRoots'));
      if (subRootCalls.length === 0) throw new Error(`size ${voters}: no subroot merges`);

      const counts = { signup: 0, publish: 0 };
      for (const tx of recorded)
        if (tx.command in counts) counts[tx.command as keyof typeof counts]++;
      if (counts.signup !== voters || counts.publish !== voters) {
        throw new Error(`size ${voters}: ${counts.signup} sign-ups, ${counts.publish} publishes`);
      }
      results.push({
        voters,
        messages: voters,
        transactions: recorded.filter((t) => ledgerCommands.includes(t.command)),
      });
    }

    if (fingerprint(cliBuild) !== cliBuildBefore) {
      throw new Error('the run changed node_modules/maci-cli/build');
    }
    return {
      params: { ...mergeParams },
      stateTreeSubdepth: subdepth,
      numQueueOps,
      sizes: results,
      key,
    };
  } finally {
    node.stop();
  }
}
