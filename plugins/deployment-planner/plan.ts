/**
 * The deployment planner's pure core: from a poll's parameters (as typed in a form or a URL)
 * to its limits, proving keys, warnings, deploy-config.json and CLI commands. Everything it
 * knows about MACI comes in `facts`, read from the installed packages at build time
 * (facts.ts), so this file runs unchanged in the browser and in the tests.
 */
import {
  coordinatorGas,
  type CostFacts,
  type CostLabel,
  type CostRow,
  defaultGwei,
  examplePoll,
  type GrowthPoint,
  growth,
  paramsText,
  parseGasPrice,
  pollCosts,
  sameParams,
} from '../gas-ledger/costs';

export type Mode = 'qv' | 'non-qv';

/** A circuit configuration shipped in maci-circuits' circuits.json. */
export interface CircuitConfig {
  name: string;
  template: string;
  params: number[];
}

/** A gatekeeper contract of maci-contracts and who can deploy it. */
export interface GatekeeperFact {
  /** Contract name, also its `deploy-config.json` section where the tasks deploy it. */
  name: string;
  /** Deployed by `maci-cli create` when no gatekeeper address is given. */
  cli: boolean;
  /** Deployed by the Hardhat tasks (`deploy-config.json` has a section for it). */
  tasks: boolean;
  /** Fields of its `deploy-config.json` section that the tasks read, besides `deploy`. */
  fields: string[];
}

/** Proving keys published by a trusted-setup ceremony, for one MACI release line. */
export interface CeremonyKeys {
  name: string;
  /** The archive `pnpm download:ceremony-zkeys` unpacks into `cli/`. */
  archive: string;
  /** Parameter strings (`6-9-2-3`, `6-2-3`) per circuit template. */
  params: Record<string, string>;
  /** Where the trusted-setup page lists the files. */
  page: string;
}

export interface PlannerFacts {
  cliVersion: string;
  arity: number;
  stateTreeSubdepth: number;
  maxTreeDepth: number;
  /** Vote option tree depths that have an empty ballot root in the compiled contracts. */
  ballotRootDepths: number[];
  /** State tree depth the compiled EmptyBallotRoots of the npm package are for. */
  npmStateTreeDepth: number;
  /** STATE_TREE_DEPTH a repository build uses when none is set. */
  buildDefaultStateTreeDepth: number;
  /** Networks the package's deploy scripts name (`deploy:<network>`), Hardhat names. */
  networks: string[];
  gatekeepers: GatekeeperFact[];
  defaultVoiceCredits: number;
  /** `deploy-config.json` sections and the dotted fields the tasks read in each. */
  deployConfigFields: Record<string, string[]>;
  circuits: CircuitConfig[];
  ceremony: CeremonyKeys;
  /** The gas ledger's figures and the proof page's proving times (plugins/gas-ledger). */
  costs: CostFacts;
}

export const fieldNames = [
  'mode',
  'stateTreeDepth',
  'intStateTreeDepth',
  'messageTreeDepth',
  'messageBatchDepth',
  'voteOptionTreeDepth',
  'duration',
  'network',
  'gatekeeper',
  'initialVoiceCredits',
  'voters',
  'messages',
  'gasPrice',
] as const;
export type FieldName = (typeof fieldNames)[number];

export interface PlanInput {
  mode: Mode;
  stateTreeDepth: number;
  intStateTreeDepth: number;
  messageTreeDepth: number;
  messageBatchDepth: number;
  voteOptionTreeDepth: number;
  duration: number;
  network: string;
  gatekeeper: string;
  initialVoiceCredits: number;
  voters?: number;
  messages?: number;
  /** As typed, in gwei: a bad price is reported in the plan's prices, not as a field error. */
  gasPrice: string;
}

/** The published ceremony parameters in QV mode, on a local node, with the CLI's defaults. */
export function defaultInput(facts: PlannerFacts): PlanInput {
  const [s, m, b, v] = paramsOf(facts.ceremony.params.ProcessMessages);
  const [, i] = paramsOf(facts.ceremony.params.TallyVotes);
  return {
    mode: 'qv',
    stateTreeDepth: s,
    intStateTreeDepth: i,
    messageTreeDepth: m,
    messageBatchDepth: b,
    voteOptionTreeDepth: v,
    duration: 300,
    network: facts.networks.includes('localhost') ? 'localhost' : facts.networks[0],
    gatekeeper: facts.gatekeepers.find((g) => g.cli)?.name ?? facts.gatekeepers[0].name,
    initialVoiceCredits: facts.defaultVoiceCredits,
    gasPrice: String(defaultGwei),
  };
}

const paramsOf = (params: string): number[] => params.split('-').map(Number);

/** The form's text for each field of an input (empty for an optional field left out). */
export function toFields(input: PlanInput): Record<FieldName, string> {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    mode: input.mode,
    stateTreeDepth: text(input.stateTreeDepth),
    intStateTreeDepth: text(input.intStateTreeDepth),
    messageTreeDepth: text(input.messageTreeDepth),
    messageBatchDepth: text(input.messageBatchDepth),
    voteOptionTreeDepth: text(input.voteOptionTreeDepth),
    duration: text(input.duration),
    network: input.network,
    gatekeeper: input.gatekeeper,
    initialVoiceCredits: text(input.initialVoiceCredits),
    voters: text(input.voters),
    messages: text(input.messages),
    gasPrice: input.gasPrice,
  };
}

export type FieldErrors = Partial<Record<FieldName, string>>;

export type Parsed = { input: PlanInput; errors: FieldErrors };

/**
 * Reads the fields (from the form or the URL; a missing field takes its default) and checks
 * them against what the 1.2.5 contracts and circuits accept. `errors` names each bad field.
 */
export function parseFields(
  fields: Partial<Record<FieldName, string | null>>,
  facts: PlannerFacts,
): Parsed {
  const defaults = toFields(defaultInput(facts));
  const errors: FieldErrors = {};
  const raw = (name: FieldName): string => {
    const value = fields[name];
    return value === undefined || value === null ? defaults[name] : value.trim();
  };
  const integer = (name: FieldName, min: number, max: number, what: string): number => {
    const text = raw(name);
    if (!/^\d+$/.test(text)) {
      errors[name] = `${what} must be a whole number.`;
      return NaN;
    }
    const value = Number(text);
    if (value < min || value > max) {
      errors[name] =
        max === Number.MAX_SAFE_INTEGER
          ? `${what} must be at least ${min}.`
          : `${what} must be between ${min} and ${max}.`;
    }
    return value;
  };
  const optional = (name: FieldName, what: string): number | undefined =>
    raw(name) === '' ? undefined : integer(name, 0, Number.MAX_SAFE_INTEGER, what);

  const modeText = raw('mode');
  if (modeText !== 'qv' && modeText !== 'non-qv') errors.mode = 'Choose qv or non-qv.';
  const maxDepth = facts.maxTreeDepth;
  const input: PlanInput = {
    mode: modeText === 'non-qv' ? 'non-qv' : 'qv',
    stateTreeDepth: integer(
      'stateTreeDepth',
      facts.stateTreeSubdepth,
      maxDepth,
      'The state tree depth',
    ),
    intStateTreeDepth: integer('intStateTreeDepth', 1, maxDepth, 'The intermediate depth'),
    messageTreeDepth: integer('messageTreeDepth', 1, maxDepth, 'The message tree depth'),
    messageBatchDepth: integer('messageBatchDepth', 1, maxDepth, 'The message batch depth'),
    voteOptionTreeDepth: integer('voteOptionTreeDepth', 1, maxDepth, 'The vote option tree depth'),
    duration: integer('duration', 1, Number.MAX_SAFE_INTEGER, 'The duration'),
    network: raw('network'),
    gatekeeper: raw('gatekeeper'),
    initialVoiceCredits: integer(
      'initialVoiceCredits',
      1,
      Number.MAX_SAFE_INTEGER,
      'The initial voice credits',
    ),
    voters: optional('voters', 'The number of voters'),
    messages: optional('messages', 'The number of messages'),
    gasPrice: raw('gasPrice'),
  };
  if (!facts.networks.includes(input.network)) {
    errors.network = `Choose one of ${facts.networks.join(', ')}.`;
  }
  if (!facts.gatekeepers.some((g) => g.name === input.gatekeeper)) {
    errors.gatekeeper = `Choose one of ${facts.gatekeepers.map((g) => g.name).join(', ')}.`;
  }
  const roots = facts.ballotRootDepths;
  if (!errors.voteOptionTreeDepth && !roots.includes(input.voteOptionTreeDepth)) {
    errors.voteOptionTreeDepth = `The contracts have empty ballot roots for vote option tree depths ${roots[0]} to ${roots[roots.length - 1]} only.`;
  }
  if (
    !errors.messageBatchDepth &&
    !errors.messageTreeDepth &&
    // Equal depths deploy, vote and merge, then maci-core's processing refuses the full tree.
    input.messageBatchDepth >= input.messageTreeDepth
  ) {
    errors.messageBatchDepth = `The message batch depth must be smaller than the message tree depth (${input.messageTreeDepth}).`;
  }
  if (
    !errors.intStateTreeDepth &&
    !errors.stateTreeDepth &&
    input.intStateTreeDepth >= input.stateTreeDepth
  ) {
    errors.intStateTreeDepth = `The intermediate depth must be smaller than the state tree depth (${input.stateTreeDepth}).`;
  }
  return { input, errors };
}

export interface Limits {
  maxSignups: bigint;
  maxMessages: bigint;
  voteOptions: bigint;
  messageBatchSize: bigint;
  tallyBatchSize: bigint;
  processProofs?: bigint;
  tallyProofs?: bigint;
}

const power = (arity: number, depth: number): bigint => BigInt(arity) ** BigInt(depth);
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** What the depths allow, and the proofs the expected numbers need. */
export function limits(input: PlanInput, facts: PlannerFacts): Limits {
  const result: Limits = {
    // Leaf 0 of the state tree is the blank leaf, slot 0 of the message tree a placeholder.
    maxSignups: power(facts.arity, input.stateTreeDepth) - 1n,
    maxMessages: power(facts.arity, input.messageTreeDepth) - 1n,
    voteOptions: power(facts.arity, input.voteOptionTreeDepth),
    messageBatchSize: power(facts.arity, input.messageBatchDepth),
    tallyBatchSize: power(facts.arity, input.intStateTreeDepth),
  };
  // The circuits process the placeholder message and the blank leaf like the others.
  if (input.messages !== undefined) {
    result.processProofs = ceilDiv(BigInt(input.messages) + 1n, result.messageBatchSize);
  }
  if (input.voters !== undefined) {
    result.tallyProofs = ceilDiv(BigInt(input.voters) + 1n, result.tallyBatchSize);
  }
  return result;
}

export interface KeyFiles {
  /** `ceremony`: production keys; `test`: the package's test circuits; `none`: make your own. */
  source: 'ceremony' | 'test' | 'none';
  process: CircuitFiles;
  tally: CircuitFiles;
}

export interface CircuitFiles {
  /** Circuit name, also its folder under `zkeys/`. */
  name: string;
  zkey: string;
  witnessBinary: string;
  wasm: string;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** File names under `zkeys/` that match the plan, and where such files come from. */
export function keyFiles(input: PlanInput, facts: PlannerFacts): KeyFiles {
  const suffix = input.mode === 'qv' ? '' : 'NonQv';
  const processParams = [
    input.stateTreeDepth,
    input.messageTreeDepth,
    input.messageBatchDepth,
    input.voteOptionTreeDepth,
  ].join('-');
  const tallyParams = [
    input.stateTreeDepth,
    input.intStateTreeDepth,
    input.voteOptionTreeDepth,
  ].join('-');
  const processTemplate = `ProcessMessages${suffix}`;
  const tallyTemplate = `TallyVotes${suffix}`;
  const files = (name: string, zkey: string): CircuitFiles => ({
    name,
    zkey: `zkeys/${name}/${zkey}`,
    witnessBinary: `zkeys/${name}/${name}_cpp/${name}`,
    wasm: `zkeys/${name}/${name}_js/${name}.wasm`,
  });
  const ceremony = facts.ceremony.params;
  if (ceremony[processTemplate] === processParams && ceremony[tallyTemplate] === tallyParams) {
    // The ceremony archive names each zkey after its circuit with a lower-case first letter.
    const processName = `${processTemplate}_${processParams}`;
    const tallyName = `${tallyTemplate}_${tallyParams}`;
    return {
      source: 'ceremony',
      process: files(processName, `${lowerFirst(processName)}.zkey`),
      tally: files(tallyName, `${lowerFirst(tallyName)}.zkey`),
    };
  }
  const shipped = (template: string, params: string) =>
    facts.circuits.find((c) => c.template === template && c.params.join('-') === params);
  const testProcess = shipped(processTemplate, processParams);
  const testTally = shipped(tallyTemplate, tallyParams);
  if (testProcess && testTally) {
    return {
      source: 'test',
      process: files(testProcess.name, `${testProcess.name}.0.zkey`),
      tally: files(testTally.name, `${testTally.name}.0.zkey`),
    };
  }
  const processName = `${processTemplate}_${processParams}`;
  const tallyName = `${tallyTemplate}_${tallyParams}`;
  return {
    source: 'none',
    process: files(processName, `${processName}.0.zkey`),
    tally: files(tallyName, `${tallyName}.0.zkey`),
  };
}

export interface Warning {
  id: 'npm-depth' | 'build-depth' | 'keys' | 'capacity' | 'gatekeeper' | 'duration';
  text: string;
}

/** Where the plan and a way of deploying it disagree. */
export function warnings(input: PlanInput, facts: PlannerFacts): Warning[] {
  const found: Warning[] = [];
  const s = input.stateTreeDepth;
  if (s !== facts.npmStateTreeDepth) {
    found.push({
      id: 'npm-depth',
      text: `The maci-contracts ${facts.cliVersion} package on npm was compiled with empty ballot roots for a state tree depth of ${facts.npmStateTreeDepth}. Deployed from npm (npx maci-cli@${facts.cliVersion}), a poll with depth ${s} can be merged, but proveOnChain stops at its first proof (currentSbCommitment mismatch). Deploy from a repository build with STATE_TREE_DEPTH=${s} instead.`,
    });
  }
  if (s !== facts.buildDefaultStateTreeDepth) {
    found.push({
      id: 'build-depth',
      text: `A build of the v${facts.cliVersion} repository generates its ballot roots for STATE_TREE_DEPTH, ${facts.buildDefaultStateTreeDepth} when it is not set: build the contracts with STATE_TREE_DEPTH=${s} pnpm run build before deploying from the checkout.`,
    });
  }
  const keys = keyFiles(input, facts);
  if (keys.source === 'test') {
    found.push({
      id: 'keys',
      text: 'These depths match the test circuits of maci-circuits. Their keys come from pnpm download:test-zkeys and had no trusted setup: use them for tests only, never in production.',
    });
  } else if (keys.source === 'none') {
    found.push({
      id: 'keys',
      text: `No published proving keys exist for these depths. You would compile the circuits and generate keys yourself (Installation: compile the circuits, then setup:zkeys); such keys had no trusted setup and are for tests only. Production keys exist for the ${facts.ceremony.name} parameters (${facts.ceremony.params.ProcessMessages} and ${facts.ceremony.params.TallyVotes}).`,
    });
  }
  const l = limits(input, facts);
  if (input.voters !== undefined && BigInt(input.voters) > l.maxSignups) {
    found.push({
      id: 'capacity',
      text: `${formatCount(BigInt(input.voters))} voters do not fit: the state tree takes at most ${formatCount(l.maxSignups)} sign-ups. Raise the state tree depth.`,
    });
  }
  if (input.messages !== undefined && BigInt(input.messages) > l.maxMessages) {
    found.push({
      id: 'capacity',
      text: `${formatCount(BigInt(input.messages))} messages do not fit: the message tree takes at most ${formatCount(l.maxMessages)}. Raise the message tree depth.`,
    });
  }
  const gatekeeper = facts.gatekeepers.find((g) => g.name === input.gatekeeper);
  if (gatekeeper && !gatekeeper.cli) {
    found.push({
      id: 'gatekeeper',
      text: gatekeeper.tasks
        ? `maci-cli deploys only a ${facts.gatekeepers.find((g) => g.cli)?.name ?? 'free-for-all gatekeeper'}. The Hardhat tasks deploy ${gatekeeper.name} from deploy-config.json; with the CLI, deploy it yourself and put its address in $GATEKEEPER_ADDRESS, which create passes on.`
        : `Neither maci-cli nor the Hardhat tasks deploy ${gatekeeper.name}: deploy it yourself and put its address in $GATEKEEPER_ADDRESS, which create passes on (--signupGatekeeperAddress).`,
    });
  }
  if (input.network !== 'localhost' && input.duration < 3600) {
    found.push({
      id: 'duration',
      text: `A poll of ${input.duration} seconds on ${input.network} leaves voters little time: durations are in seconds (86400 is one day).`,
    });
  }
  return found;
}

/** Thousands separated by commas, as the docs write numbers. */
export function formatCount(n: bigint): string {
  return n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

type ConfigValue = string | number | boolean | { [key: string]: ConfigValue };

/** Sets `section.dotted.path` in a nested object. */
function setPath(target: Record<string, ConfigValue>, path: string, value: ConfigValue): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    if (typeof next !== 'object') at[part] = {};
    at = at[part] as Record<string, ConfigValue>;
  }
  at[parts[parts.length - 1]] = value;
}

/**
 * `deploy-config.json` for the Hardhat tasks of a repository checkout: network, then contract
 * section, then field, with only fields the tasks read. Paths are relative to `contracts/`.
 */
export function deployConfig(input: PlanInput, facts: PlannerFacts): Record<string, ConfigValue> {
  const sections: Record<string, ConfigValue> = {};
  const read = (section: string, field: string) =>
    facts.deployConfigFields[section]?.includes(field) ?? false;
  const put = (section: string, field: string, value: ConfigValue) => {
    if (!read(section, field)) {
      throw new Error(`deploy-config.json: the tasks do not read ${section}.${field}`);
    }
    if (typeof sections[section] !== 'object') sections[section] = {};
    setPath(sections[section] as Record<string, ConfigValue>, field, value);
  };
  put('ConstantInitialVoiceCreditProxy', 'deploy', true);
  put('ConstantInitialVoiceCreditProxy', 'amount', input.initialVoiceCredits);
  for (const gatekeeper of facts.gatekeepers.filter((g) => g.tasks)) {
    const chosen = gatekeeper.name === input.gatekeeper;
    put(gatekeeper.name, 'deploy', chosen);
    if (chosen) {
      for (const field of gatekeeper.fields) put(gatekeeper.name, field, `<${field}>`);
    }
  }
  put('MACI', 'stateTreeDepth', input.stateTreeDepth);
  put('MACI', 'gatekeeper', input.gatekeeper);
  put('VkRegistry', 'stateTreeDepth', input.stateTreeDepth);
  put('VkRegistry', 'intStateTreeDepth', input.intStateTreeDepth);
  put('VkRegistry', 'messageTreeDepth', input.messageTreeDepth);
  put('VkRegistry', 'messageBatchDepth', input.messageBatchDepth);
  put('VkRegistry', 'voteOptionTreeDepth', input.voteOptionTreeDepth);
  const keys = keyFiles(input, facts);
  const mode = input.mode === 'qv' ? 'qv' : 'nonQv';
  put('VkRegistry', `zkeys.${mode}.processMessagesZkey`, `../cli/${keys.process.zkey}`);
  put('VkRegistry', `zkeys.${mode}.tallyVotesZkey`, `../cli/${keys.tally.zkey}`);
  put('VkRegistry', `zkeys.${mode}.processWasm`, `../cli/${keys.process.wasm}`);
  put('VkRegistry', `zkeys.${mode}.tallyWasm`, `../cli/${keys.tally.wasm}`);
  put('Poll', 'pollDuration', input.duration);
  put('Poll', 'coordinatorPubkey', '<coordinator public key, macipk.…>');
  put('Poll', 'useQuadraticVoting', input.mode === 'qv');
  return { [input.network]: sections };
}

/** A shell command over several lines, one option per line. */
function command(program: string, subcommand: string, options: [string, string?][]): string {
  const lines = [
    `${program} ${subcommand}`,
    ...options.map(([flag, value]) => (value === undefined ? `  ${flag}` : `  ${flag} ${value}`)),
  ];
  return lines.join(' \\\n');
}

export interface Commands {
  /** Before the poll: registry, keys, MACI and the poll. */
  deploy: string;
  /** After the deadline: merge, prove, publish, verify. */
  afterDeadline: string;
  /** The Hardhat tasks' commands in a repository checkout, for the same plan. */
  tasks: string;
}

/** The CLI sequence pinned to the package version, every flag filled in. */
export function commands(input: PlanInput, facts: PlannerFacts): Commands {
  const cli = `npx maci-cli@${facts.cliVersion}`;
  const keys = keyFiles(input, facts);
  const qv = input.mode === 'qv';
  const nonQvFlag: [string, string][] = qv ? [] : [['--use-quadratic-voting', 'false']];
  const depths: [string, string][] = [
    ['--int-state-tree-depth', String(input.intStateTreeDepth)],
    ['--msg-tree-depth', String(input.messageTreeDepth)],
    ['--msg-batch-depth', String(input.messageBatchDepth)],
    ['--vote-option-tree-depth', String(input.voteOptionTreeDepth)],
  ];
  const gatekeeper = facts.gatekeepers.find((g) => g.name === input.gatekeeper);
  const createOptions: [string, string][] = [['--stateTreeDepth', String(input.stateTreeDepth)]];
  if (input.initialVoiceCredits !== facts.defaultVoiceCredits) {
    createOptions.push(['--initialVoiceCredits', String(input.initialVoiceCredits)]);
  }
  if (gatekeeper && !gatekeeper.cli) {
    createOptions.push(['--signupGatekeeperAddress', '"$GATEKEEPER_ADDRESS"']);
  }
  const deploy = [
    `${cli} deployVkRegistry`,
    command(cli, 'setVerifyingKeys', [
      ['--state-tree-depth', String(input.stateTreeDepth)],
      ...depths,
      [
        qv ? '--process-messages-zkey-qv' : '--process-messages-zkey-non-qv',
        `./${keys.process.zkey}`,
      ],
      [qv ? '--tally-votes-zkey-qv' : '--tally-votes-zkey-non-qv', `./${keys.tally.zkey}`],
      ...nonQvFlag,
    ]),
    command(cli, 'create', createOptions),
    command(cli, 'deployPoll', [
      ['--pubkey', '"$COORDINATOR_PUBKEY"'],
      ['--duration', String(input.duration)],
      ...depths,
      ...nonQvFlag,
    ]),
  ].join('\n');
  const afterDeadline = [
    `${cli} mergeSignups --poll-id 0`,
    `${cli} mergeMessages --poll-id 0`,
    command(cli, 'genProofs', [
      ['--privkey', '"$COORDINATOR_PRIVKEY"'],
      ['--poll-id', '0'],
      ['--rapidsnark', '~/rapidsnark/package/bin/prover'],
      ['--process-witnessgen', `./${keys.process.witnessBinary}`],
      ['--tally-witnessgen', `./${keys.tally.witnessBinary}`],
      ['--process-zkey', `./${keys.process.zkey}`],
      ['--tally-zkey', `./${keys.tally.zkey}`],
      ['--tally-file', 'tally.json'],
      ['--output', 'proofs'],
      ...nonQvFlag,
    ]),
    `${cli} proveOnChain --poll-id 0 --proof-dir proofs`,
    `${cli} verify --poll-id 0 --tally-file tally.json`,
  ].join('\n');
  const script = (name: string) =>
    input.network === 'localhost'
      ? `pnpm run ${name}:localhost`
      : `pnpm run ${name}:${input.network.replace(/_/g, '-')}`;
  const tasks = [
    `STATE_TREE_DEPTH=${input.stateTreeDepth} pnpm run build`,
    'cd contracts',
    script('deploy'),
    script('deploy-poll'),
  ].join('\n');
  return { deploy, afterDeadline, tasks };
}

export interface Pricing {
  /** The size priced: the reader's, or the worked example's when they gave none. */
  voters: number;
  messages: number;
  example: boolean;
  /** The price in gwei, or why the typed one cannot be used. */
  gwei?: number;
  gasPriceError?: string;
  /** Why this poll cannot be priced (it does not fit its trees); the rest of the plan stands. */
  sizeError?: string;
  rows: CostRow[];
  coordinatorGas: number;
  proving: { text: string; label: CostLabel; basis: string };
  growth: GrowthPoint[];
}

/**
 * What the plan costs: each transaction step's gas from the gas ledger, with its label and
 * basis, priced at the typed gas price, and the proving time where the proof page measured it.
 */
export function pricing(input: PlanInput, facts: PlannerFacts): Pricing {
  const given = input.voters !== undefined || input.messages !== undefined;
  const voters = input.voters ?? (given ? 0 : examplePoll.voters);
  const messages = input.messages ?? (given ? voters : examplePoll.messages);
  const { gwei, error: gasPriceError } = parseGasPrice(input.gasPrice);
  const l = limits(input, facts);
  const over = [
    BigInt(voters) > l.maxSignups &&
      `${formatCount(BigInt(voters))} voters do not fit a state tree of depth ${input.stateTreeDepth} (at most ${formatCount(l.maxSignups)})`,
    BigInt(messages) > l.maxMessages &&
      `${formatCount(BigInt(messages))} messages do not fit a message tree of depth ${input.messageTreeDepth} (at most ${formatCount(l.maxMessages)})`,
  ].filter((text): text is string => Boolean(text));
  const base = { voters, messages, example: !given, gwei, gasPriceError };
  const noTime = { text: 'not priced', label: 'not measured' as const, basis: '' };
  if (over.length > 0) {
    return {
      ...base,
      sizeError: `Not priced: ${over.join(', and ')}.`,
      rows: [],
      coordinatorGas: 0,
      proving: noTime,
      growth: [],
    };
  }
  const rows = pollCosts({ ...input, voters, messages }, facts.costs);
  const upTo = Math.min(Math.max(voters, 100), Number(l.maxSignups), Number(l.maxMessages));
  return {
    ...base,
    rows,
    coordinatorGas: coordinatorGas(rows),
    proving: provingTime(input, voters, messages, facts.costs),
    growth: growth(input, upTo, facts.costs),
  };
}

/** How long genProofs would take, where the proof page measured circuits of this size. */
function provingTime(
  input: PlanInput,
  voters: number,
  messages: number,
  costs: CostFacts,
): Pricing['proving'] {
  const p = costs.proofParams;
  const { process, tally, cores, kilobytes } = costs.proving;
  const memory = `${(kilobytes / 1e6).toFixed(1)} GB of memory at its peak`;
  const perProcess = process.seconds / process.batches;
  const perTally = tally.seconds / tally.batches;
  const measuredAt = `${cores} cores, the WebAssembly witness generators and snarkjs, circuits ${paramsText(p)}`;
  if (!sameParams(input, p)) {
    return {
      text: 'not measured for circuits of this size',
      label: 'not measured',
      basis: `the proof page measured ${Math.round(perProcess)} s per processing proof and ${Math.round(perTally)} s per tally proof, and ${memory}, on ${measuredAt}; larger circuits take far longer and need more memory`,
    };
  }
  const processProofs = Math.ceil((messages + 1) / 5 ** input.messageBatchDepth);
  const tallyProofs = Math.ceil((voters + 1) / 5 ** input.intStateTreeDepth);
  const seconds = processProofs * perProcess + tallyProofs * perTally;
  return {
    text: `about ${seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`} for ${processProofs} processing and ${tallyProofs} tally proofs`,
    label: 'measured',
    basis: `the proof page's genProofs on ${measuredAt}: ${Math.round(perProcess)} s per processing proof, ${Math.round(perTally)} s per tally proof, ${memory}`,
  };
}

export interface Plan {
  input: PlanInput;
  limits: Limits;
  keys: KeyFiles;
  warnings: Warning[];
  deployConfig: Record<string, ConfigValue>;
  commands: Commands;
  pricing: Pricing;
}

/** The whole plan, or the field errors when the input is not valid (nothing is computed then). */
export function makePlan(
  fields: Partial<Record<FieldName, string | null>>,
  facts: PlannerFacts,
): { plan?: Plan; errors: FieldErrors; input: PlanInput } {
  const { input, errors } = parseFields(fields, facts);
  if (Object.keys(errors).length > 0) return { errors, input };
  return {
    input,
    errors,
    plan: {
      input,
      limits: limits(input, facts),
      keys: keyFiles(input, facts),
      warnings: warnings(input, facts),
      deployConfig: deployConfig(input, facts),
      commands: commands(input, facts),
      pricing: pricing(input, facts),
    },
  };
}
