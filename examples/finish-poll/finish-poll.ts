/**
 * Finishes a MACI 1.2.5 poll after its voting deadline: merges the sign-up and message trees,
 * makes the proofs, submits them, checks the tally against the chain and copies the tally file to
 * where it is published. Each step first reads how far the poll has got on chain and skips what is
 * done, so running the script again after a failure carries on where the last run stopped.
 *
 *   ETH_PROVIDER=https://… ETH_SK=0x… node --import tsx finish-poll.ts --maci 0x… --poll-id 0 \
 *     --message-processor 0x… --tally 0x… --key-file coordinator.keys --publish public/tally.json \
 *     --process-zkey … --tally-zkey … --process-wasm … --tally-wasm …
 *
 * Run `node --import tsx finish-poll.ts --help` for every option.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { FeeData, JsonRpcProvider, Wallet } from 'ethers';
import {
  genLocalState,
  genProofs,
  mergeMessages,
  mergeSignups,
  proveOnChain,
  verify,
} from 'maci-cli';
import {
  AccQueue__factory,
  MACI__factory,
  MessageProcessor__factory,
  Poll__factory,
  Tally__factory,
  type TallyData,
} from 'maci-cli/sdk';
import { Keypair, PrivKey } from 'maci-domainobjs';

/** What the exit status tells a scheduler. Only `failed` is worth an automatic retry. */
const exitCodes = {
  finished: 0,
  failed: 1,
  beforeDeadline: 2,
  missingFile: 3,
  wrongKey: 4,
  alreadyTallied: 5,
  proofsLost: 6,
} as const;

class Stop extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const { values: args } = parseArgs({
  options: {
    maci: { type: 'string' },
    'poll-id': { type: 'string' },
    'message-processor': { type: 'string' },
    tally: { type: 'string' },
    'key-file': { type: 'string' },
    'work-dir': { type: 'string', default: 'finish-poll-work' },
    publish: { type: 'string' },
    'process-zkey': { type: 'string' },
    'tally-zkey': { type: 'string' },
    'process-wasm': { type: 'string' },
    'tally-wasm': { type: 'string' },
    'quadratic-voting': { type: 'string', default: 'true' },
    // Reading the poll from the chain: see the page's "Real networks" section.
    'start-block': { type: 'string' },
    'blocks-per-batch': { type: 'string' },
    sleep: { type: 'string' },
    // Fees in gwei; without them ethers' suggestion from the latest block is used (not the CLI's).
    'max-fee-gwei': { type: 'string' },
    'priority-fee-gwei': { type: 'string' },
    help: { type: 'boolean' },
  },
});

const usage = `Usage: node --import tsx finish-poll.ts --maci ADDR --poll-id N --message-processor ADDR --tally ADDR
  --key-file FILE --publish FILE --process-zkey FILE --tally-zkey FILE --process-wasm FILE
  --tally-wasm FILE [--work-dir DIR] [--quadratic-voting true|false] [--start-block N]
  [--blocks-per-batch N] [--sleep MS] [--max-fee-gwei G --priority-fee-gwei G]
Signs with ETH_SK through ETH_PROVIDER. Exit codes: ${JSON.stringify(exitCodes)}`;

function required(name: keyof typeof args): string {
  const value = args[name];
  if (typeof value !== 'string' || value === '')
    throw new Stop(exitCodes.failed, `--${name} is required\n${usage}`);
  return value;
}

const optionalNumber = (name: keyof typeof args): number | undefined =>
  typeof args[name] === 'string' ? Number(args[name]) : undefined;

const log = (message: string): void => console.log(`[finish-poll] ${message}`);

/**
 * A provider whose fee suggestion can be fixed: the command functions take a signer and no fee
 * options, and ethers asks the provider for fees before each transaction.
 *
 * `cacheTimeout: -1` turns off ethers' sharing of identical requests made within 250 ms. With it
 * on, a transaction sent right after another one is mined (as proveOnChain sends tallyVotes after
 * updateSbCommitment) can be given the nonce the first one used, and the node refuses it.
 */
class FeeProvider extends JsonRpcProvider {
  constructor(
    url: string,
    private readonly fixed?: FeeData,
  ) {
    super(url, undefined, { staticNetwork: true, cacheTimeout: -1 });
  }

  override async getFeeData(): Promise<FeeData> {
    return this.fixed ?? super.getFeeData();
  }
}

function signer(): Wallet {
  const key = process.env.ETH_SK;
  if (!key) throw new Stop(exitCodes.missingFile, 'ETH_SK is not set: it signs every transaction');
  const maxFee = optionalNumber('max-fee-gwei');
  const priority = optionalNumber('priority-fee-gwei') ?? 1;
  const gwei = (n: number): bigint => BigInt(Math.round(n * 1e9));
  const fixed = maxFee === undefined ? undefined : new FeeData(null, gwei(maxFee), gwei(priority));
  return new Wallet(
    key,
    new FeeProvider(process.env.ETH_PROVIDER ?? 'http://127.0.0.1:8545', fixed),
  );
}

/** The MACI private key in a file as `genMaciKeyPair` writes it, or in a file of its own. */
function coordinatorKey(file: string): string {
  if (!existsSync(file))
    throw new Stop(exitCodes.missingFile, `the key file ${file} does not exist`);
  const key = /macisk\.[0-9a-f]+/.exec(readFileSync(file, 'utf8'))?.[0];
  if (!key || !PrivKey.isValidSerializedPrivKey(key)) {
    throw new Stop(exitCodes.missingFile, `${file} holds no MACI private key (macisk.…)`);
  }
  return key;
}

function needFiles(files: string[]): void {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Stop(exitCodes.missingFile, `missing: ${missing.join(', ')}`);
}

/** Batches of `size` needed for `count` items: at least one, as the contracts count them. */
const batches = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** True when the folder holds every proof the poll needs and the tally file. */
function proofsComplete(dir: string, processBatches: number, tallyBatches: number): boolean {
  if (!existsSync(join(dir, 'tally.json'))) return false;
  const files = new Set(readdirSync(join(dir, 'proofs')));
  for (let i = 0; i < processBatches; i += 1) if (!files.has(`process_${i}.json`)) return false;
  for (let i = 0; i < tallyBatches; i += 1) if (!files.has(`tally_${i}.json`)) return false;
  return true;
}

/** Writes beside the target first, so a reader of the published file never sees half of it. */
function publish(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, `${to}.partial`);
  renameSync(`${to}.partial`, to);
}

async function main(): Promise<void> {
  if (args.help) {
    console.log(usage);
    return;
  }
  const maciAddress = required('maci');
  const pollId = BigInt(required('poll-id'));
  const mpAddress = required('message-processor');
  const tallyAddress = required('tally');
  const publishTo = required('publish');
  const work = args['work-dir'] as string;
  const tallyFile = join(work, 'tally.json');
  const proofDir = join(work, 'proofs');
  const privkey = coordinatorKey(required('key-file'));
  const zkeys = { processZkey: required('process-zkey'), tallyZkey: required('tally-zkey') };
  const wasm = { processWasm: required('process-wasm'), tallyWasm: required('tally-wasm') };
  // genProofs writes the tally file last: without it, this run makes the proofs and needs these.
  if (!existsSync(tallyFile)) needFiles([...Object.values(zkeys), ...Object.values(wasm)]);
  const wallet = signer();
  const provider = wallet.provider as JsonRpcProvider;

  // Nothing below sends a transaction until every check has passed.
  const maci = MACI__factory.connect(maciAddress, wallet);
  const poll = Poll__factory.connect(await maci.polls(pollId), wallet);
  const mp = MessageProcessor__factory.connect(mpAddress, wallet);
  const tally = Tally__factory.connect(tallyAddress, wallet);
  if (
    (await mp.poll()) !== (await poll.getAddress()) ||
    (await tally.poll()) !== (await poll.getAddress())
  ) {
    throw new Stop(
      exitCodes.wrongKey,
      `--message-processor and --tally do not belong to poll ${pollId}`,
    );
  }

  const [deployTime, duration] = await poll.getDeployTimeAndDuration();
  const deadline = Number(deployTime + duration);
  const now = (await provider.getBlock('latest'))?.timestamp ?? 0;
  if (now < deadline) {
    throw new Stop(
      exitCodes.beforeDeadline,
      `the poll closes at ${new Date(deadline * 1000).toISOString()}, ${deadline - now} s from the latest block`,
    );
  }

  const onChain = await poll.coordinatorPubKey();
  const [x, y] = new Keypair(PrivKey.deserialize(privkey)).pubKey.rawPubKey;
  if (onChain.x !== x || onChain.y !== y) {
    throw new Stop(
      exitCodes.wrongKey,
      `the key in ${args['key-file']} is not the coordinator key of poll ${pollId}`,
    );
  }
  const owner = await poll.owner();
  if (owner.toLowerCase() !== wallet.address.toLowerCase()) {
    throw new Stop(
      exitCodes.wrongKey,
      `ETH_SK signs as ${wallet.address}, but the poll's owner is ${owner}`,
    );
  }

  // isTallied() compares with the sign-up count that the poll stores when the state tree is
  // merged; before that the count is 0 and isTallied() is true, so processing must be complete too.
  const tallied = async (): Promise<boolean> =>
    (await mp.processingComplete()) && (await tally.isTallied());
  if (await tallied()) {
    // Read-only: check what is kept against the chain and publish it if that was not done.
    if (existsSync(tallyFile)) {
      const tallyData = JSON.parse(readFileSync(tallyFile, 'utf8')) as TallyData;
      await verify({ pollId, tallyData, maciAddress, tallyAddress, signer: wallet });
      if (!existsSync(publishTo)) publish(tallyFile, publishTo);
    }
    throw new Stop(exitCodes.alreadyTallied, `poll ${pollId} is already tallied; nothing was sent`);
  }

  // 1. Merge the state tree (sign-ups) into the poll, then the message tree.
  if (await poll.stateAqMerged()) log('state tree: merged already');
  else await mergeSignups({ pollId, maciAddress, signer: wallet, quiet: false });

  const depths = await poll.treeDepths();
  const messageAq = AccQueue__factory.connect((await poll.extContracts()).messageAq, wallet);
  if ((await messageAq.getMainRoot(depths.messageTreeDepth)) !== 0n)
    log('message tree: merged already');
  else await mergeMessages({ pollId, maciAddress, signer: wallet, quiet: false });

  // 2. Make the proofs, unless a previous run left all of them. The salts in them are random, so
  //    once one proof is on chain, only the proofs of that run fit the rest of the chain.
  const [numSignUps, numMessages] = await poll.numSignUpsAndMessages();
  const processBatches = batches(Number(numMessages), 5 ** Number(depths.messageTreeSubDepth));
  const tallyBatches = batches(Number(numSignUps), 5 ** Number(depths.intStateTreeDepth));
  const started = (await mp.numBatchesProcessed()) > 0n;
  mkdirSync(proofDir, { recursive: true });
  if (proofsComplete(work, processBatches, tallyBatches)) {
    log(`proofs: all ${processBatches} + ${tallyBatches} kept from an earlier run`);
  } else if (started) {
    throw new Stop(
      exitCodes.proofsLost,
      `proofs are on chain already but ${work} lacks some of that run's files; 1.2.5 cannot make matching ones`,
    );
  } else {
    const reading = {
      startBlock: optionalNumber('start-block'),
      blocksPerBatch: optionalNumber('blocks-per-batch'),
    };
    const sleep = optionalNumber('sleep');
    let stateFile: string | undefined;
    if (sleep !== undefined) {
      // genProofs has no pause between requests; genLocalState has, and genProofs reads its file.
      stateFile = join(work, 'state.json');
      await genLocalState({
        outputPath: stateFile,
        pollId,
        maciAddress,
        coordinatorPrivateKey: privkey,
        startBlock: reading.startBlock,
        blockPerBatch: reading.blocksPerBatch,
        sleep,
        signer: wallet,
        quiet: false,
      });
    }
    await genProofs({
      outputDir: proofDir,
      tallyFile,
      ...zkeys,
      ...wasm,
      useWasm: true,
      pollId,
      coordinatorPrivKey: privkey,
      maciAddress,
      tallyAddress,
      stateFile,
      ...reading,
      useQuadraticVoting: args['quadratic-voting'] !== 'false',
      signer: wallet,
      quiet: false,
    });
  }

  // 3. Submit. proveOnChain itself starts at the first batch the contracts have not accepted.
  if (await tallied()) log('proofs: on chain already');
  else
    await proveOnChain({
      pollId,
      proofDir,
      maciAddress,
      messageProcessorAddress: mpAddress,
      tallyAddress,
      signer: wallet,
      quiet: false,
    });

  // 4. Check the tally file against the commitment on chain, then publish it.
  const tallyData = JSON.parse(readFileSync(tallyFile, 'utf8')) as TallyData;
  await verify({ pollId, tallyData, maciAddress, tallyAddress, signer: wallet, quiet: false });
  publish(tallyFile, publishTo);
  log(`verified; the tally is at ${publishTo}`);
}

main().then(
  () => process.exit(exitCodes.finished),
  (error: unknown) => {
    const stop = error instanceof Stop ? error : undefined;
    console.error(
      `[finish-poll] ${stop ? stop.message : String((error as Error)?.stack ?? error)}`,
    );
    process.exit(stop ? stop.code : exitCodes.failed);
  },
);
