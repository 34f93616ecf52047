/**
 * What a poll costs, from the gas ledger: the figures the ledger measured, summed up for the
 * transactions a poll of a given size sends, each with its label and basis. Browser-safe: the
 * planner runs it on the reader's numbers, the build on the pages' worked example.
 */
import type { GasLedger, LedgerTransaction, MergeSize, TreeParams } from './types';

export type CostLabel = 'measured' | 'derived' | 'not measured';

/** The proof page's genProofs timings (plugins/proof-run), per kind of proof. */
export interface ProvingRun {
  process: { batches: number; seconds: number };
  tally: { batches: number; seconds: number };
  /** Peak resident memory of genProofs, in kilobytes. */
  kilobytes: number;
  /** Cores of the machine that recorded it. */
  cores: number;
}

interface Gas {
  gas: number;
  transactions: number;
}

/** Gas by the position of a leaf in its queue (sign-ups and votes). */
export interface PositionGas {
  first: number;
  /** A leaf that opens a node of five (its level's index goes from 0 to 1 again). */
  nodeStart: [number, number];
  /** A leaf that completes a node of five below the subtree's root. */
  nodeEnd: [number, number];
  /** A leaf that completes a subtree of the queue. */
  subtreeEnd: [number, number];
  /** Every other leaf: the lowest and highest gas seen. */
  ordinary: [number, number];
  /** The mean over every measured leaf, which is what a poll pays per voter. */
  mean: number;
  /** How many leaves were measured. */
  measured: number;
}

export interface MergePoint {
  voters: number;
  messages: number;
  signups: Gas;
  messageMerge: Gas;
}

/** The ledger boiled down to what pricing a poll needs; built at build time (costFacts). */
export interface CostFacts {
  quickstartParams: TreeParams;
  proofParams: TreeParams;
  mergeParams: TreeParams;
  deploy: { deployVkRegistry: Gas; create: Gas; deployPoll: Gas };
  setVerifyingKeys: Gas;
  /** Gas of one processMessages and one tallyVotes proof, the mean of those measured. */
  processProof: { gas: number; measured: number };
  tallyProof: { gas: number; measured: number };
  /** What proveOnChain sends besides the proofs (updateSbCommitment). */
  besidesProofs: Gas & { functions: string[] };
  signup: PositionGas;
  publish: PositionGas;
  /** Leaves per subtree of the state queue and of the measured poll's message queue. */
  stateSubtree: number;
  messageSubtree: number;
  numQueueOps: number;
  merges: MergePoint[];
  proving: ProvingRun;
}

const sum = (txs: LedgerTransaction[]): Gas => ({
  gas: txs.reduce((total, t) => total + t.gasUsed, 0),
  transactions: txs.length,
});

function commandGas(txs: LedgerTransaction[], command: string): Gas {
  const found = txs.filter((t) => t.command === command);
  if (found.length === 0) throw new Error(`the gas ledger has no ${command} transaction`);
  return sum(found);
}

const span = (values: number[], what: string): [number, number] => {
  if (values.length === 0) throw new Error(`the gas ledger has no ${what}`);
  return [Math.min(...values), Math.max(...values)];
};

/**
 * Gas by position, from the largest measured poll: leaf `index` of a queue whose subtrees hold
 * `subtree` leaves (a power of five), where index 0 was taken before anyone came.
 */
export function positionGas(txs: LedgerTransaction[], subtree: number, what: string): PositionGas {
  const at = txs.filter((t) => t.index !== undefined) as (LedgerTransaction & { index: number })[];
  const first = at.find((t) => t.index === 1);
  if (!first) throw new Error(`the gas ledger has no first ${what}`);
  const pick = (test: (i: number) => boolean, kind: string) =>
    span(
      at.filter((t) => t.index > 1 && test(t.index)).map((t) => t.gasUsed),
      `${what} that ${kind}`,
    );
  return {
    first: first.gasUsed,
    subtreeEnd: pick((i) => (i + 1) % subtree === 0, 'completes a subtree'),
    nodeEnd: pick((i) => (i + 1) % 5 === 0 && (i + 1) % subtree !== 0, 'completes a node'),
    nodeStart: pick((i) => i % 5 === 0, 'opens a node'),
    ordinary: pick((i) => i % 5 !== 0 && (i + 1) % 5 !== 0, 'is ordinary'),
    mean: mean(at.map((t) => t.gasUsed)),
    measured: at.length,
  };
}

const mean = (values: number[]): number =>
  Math.round(values.reduce((a, b) => a + b, 0) / values.length);

export function costFacts(ledger: GasLedger, proving: ProvingRun): CostFacts {
  const quick = ledger.quickstart.transactions;
  const proofs = ledger.proofs.transactions;
  const byFunction = (fn: string) => proofs.filter((t) => t.function === fn);
  const processes = byFunction('processMessages');
  const tallies = byFunction('tallyVotes');
  const besides = proofs.filter(
    (t) => t.command === 'proveOnChain' && !['processMessages', 'tallyVotes'].includes(t.function),
  );
  if (processes.length === 0 || tallies.length === 0) {
    throw new Error('the gas ledger has no proof transactions');
  }
  const { merges } = ledger;
  const largest = merges.sizes.reduce((a, b) => (b.voters > a.voters ? b : a));
  const stateSubtree = 5 ** merges.stateTreeSubdepth;
  const messageSubtree = 5 ** merges.params.messageBatchDepth;
  const of = (size: MergeSize, command: string) => commandGas(size.transactions, command);
  return {
    quickstartParams: ledger.quickstart.params,
    proofParams: ledger.proofs.params,
    mergeParams: merges.params,
    deploy: {
      deployVkRegistry: commandGas(quick, 'deployVkRegistry'),
      create: commandGas(quick, 'create'),
      deployPoll: commandGas(quick, 'deployPoll'),
    },
    setVerifyingKeys: commandGas(proofs, 'setVerifyingKeys'),
    processProof: { gas: mean(processes.map((t) => t.gasUsed)), measured: processes.length },
    tallyProof: { gas: mean(tallies.map((t) => t.gasUsed)), measured: tallies.length },
    besidesProofs: { ...sum(besides), functions: [...new Set(besides.map((t) => t.function))] },
    signup: positionGas(
      largest.transactions.filter((t) => t.command === 'signup'),
      stateSubtree,
      'sign-up',
    ),
    publish: positionGas(
      largest.transactions.filter((t) => t.command === 'publish'),
      messageSubtree,
      'vote',
    ),
    stateSubtree,
    messageSubtree,
    numQueueOps: merges.numQueueOps,
    merges: merges.sizes.map((size) => ({
      voters: size.voters,
      messages: size.messages,
      signups: of(size, 'mergeSignups'),
      messageMerge: of(size, 'mergeMessages'),
    })),
    proving,
  };
}

/** A poll to price: its depths and how many sign up and vote. */
export interface PollSize extends TreeParams {
  voters: number;
  messages: number;
}

export interface CostRow {
  /** Who pays: the coordinator once, or each voter. */
  payer: 'coordinator' | 'voter';
  what: string;
  gas: number;
  transactions: number;
  label: CostLabel;
  basis: string;
}

export const sameParams = (a: TreeParams, b: TreeParams): boolean =>
  a.stateTreeDepth === b.stateTreeDepth &&
  a.intStateTreeDepth === b.intStateTreeDepth &&
  a.messageTreeDepth === b.messageTreeDepth &&
  a.messageBatchDepth === b.messageBatchDepth &&
  a.voteOptionTreeDepth === b.voteOptionTreeDepth;

/** `6-9-2-3, tally 2`: the depths as the pages write them. */
export const paramsText = (p: TreeParams): string =>
  `${p.stateTreeDepth}-${p.messageTreeDepth}-${p.messageBatchDepth}-${p.voteOptionTreeDepth} (intermediate depth ${p.intStateTreeDepth})`;

const subtreesOf = (leaves: number, perSubtree: number): number => Math.ceil(leaves / perSubtree);

/**
 * A merge's gas and transactions for `count` leaves after the first: measured when a poll of
 * that size was measured, otherwise derived, linearly in the number of subtrees, from the two
 * measured sizes with the most subtrees.
 */
export function mergeCost(
  points: { count: number; cost: Gas }[],
  count: number,
  perSubtree: number,
): Gas & { label: CostLabel; how: string } {
  const exact = points.find((p) => p.count === count);
  if (exact) return { ...exact.cost, label: 'measured', how: `measured at ${count}` };
  const withSubtrees = points
    .map((p) => ({ ...p, subtrees: subtreesOf(p.count + 1, perSubtree) }))
    .sort((a, b) => a.subtrees - b.subtrees || a.count - b.count);
  // The largest measured size of each subtree count stands for it.
  const bySubtrees = [...new Map(withSubtrees.map((p) => [p.subtrees, p] as const)).values()].slice(
    -2,
  );
  if (bySubtrees.length < 2) throw new Error('merges need two measured sizes of subtrees');
  const [low, high] = bySubtrees;
  const subtrees = subtreesOf(count + 1, perSubtree);
  const steps = high.subtrees - low.subtrees;
  const gasPerSubtree = (high.cost.gas - low.cost.gas) / steps;
  const txPerSubtree = (high.cost.transactions - low.cost.transactions) / steps;
  return {
    gas: Math.max(0, Math.round(high.cost.gas + (subtrees - high.subtrees) * gasPerSubtree)),
    transactions: Math.max(
      1,
      Math.ceil(high.cost.transactions + (subtrees - high.subtrees) * txPerSubtree),
    ),
    label: 'derived',
    how: `${subtrees} subtrees of ${perSubtree}, at ${Math.round(gasPerSubtree).toLocaleString('en-US')} gas per subtree from the measured ${high.count} and ${low.count}`,
  };
}

const format = (n: number): string => n.toLocaleString('en-US');

/** Every transaction of a poll of this size, by step, with what each figure rests on. */
export function pollCosts(size: PollSize, facts: CostFacts): CostRow[] {
  const atQuickstart = sameParams(size, facts.quickstartParams);
  const atMerges = sameParams(size, facts.mergeParams);
  const depthsNote = (measuredAt: TreeParams, same: boolean) =>
    same ? '' : `; measured at ${paramsText(measuredAt)}, not at these depths`;
  const quickBasis = `the quickstart's run${depthsNote(facts.quickstartParams, atQuickstart)}`;
  const deployLabel: CostLabel = atQuickstart ? 'measured' : 'derived';
  const d = facts.deploy;
  const rows: CostRow[] = [
    {
      payer: 'coordinator',
      what: 'Deploy: deployVkRegistry',
      ...d.deployVkRegistry,
      label: 'measured',
      basis: "the quickstart's run; the registry does not depend on the depths",
    },
    {
      payer: 'coordinator',
      what: 'Deploy: create (MACI, its libraries, factories and helpers)',
      ...d.create,
      label: deployLabel,
      basis: quickBasis,
    },
    {
      payer: 'coordinator',
      what: 'Deploy: deployPoll',
      ...d.deployPoll,
      label: deployLabel,
      basis: quickBasis,
    },
    {
      payer: 'coordinator',
      what: 'Register keys: setVerifyingKeys',
      ...facts.setVerifyingKeys,
      label: sameParams(size, facts.proofParams) ? 'measured' : 'derived',
      basis: `the proof page's run at ${paramsText(facts.proofParams)}; a verifying key has the same size at every depth`,
    },
  ];
  const mergeNote = atMerges ? '' : `; measured at ${paramsText(facts.mergeParams)}`;
  const signups = mergeCost(
    facts.merges.map((p) => ({ count: p.voters, cost: p.signups })),
    size.voters,
    facts.stateSubtree,
  );
  rows.push({
    payer: 'coordinator',
    what: `Merge: mergeSignups for ${format(size.voters)} voters`,
    gas: signups.gas,
    transactions: signups.transactions,
    label: atMerges ? signups.label : 'derived',
    basis: `the merge runs: ${signups.how}${mergeNote}`,
  });
  const messageSubtree = 5 ** size.messageBatchDepth;
  const messageMerge = mergeCost(
    facts.merges.map((p) => ({ count: p.messages, cost: p.messageMerge })),
    size.messages,
    messageSubtree,
  );
  rows.push({
    payer: 'coordinator',
    what: `Merge: mergeMessages for ${format(size.messages)} messages`,
    gas: messageMerge.gas,
    transactions: messageMerge.transactions,
    label: atMerges ? messageMerge.label : 'derived',
    basis: `the merge runs: ${messageMerge.how}${mergeNote}`,
  });
  // The placeholder message and the blank leaf are processed and tallied like the others.
  const processProofs = Math.ceil((size.messages + 1) / messageSubtree);
  const tallyProofs = Math.ceil((size.voters + 1) / 5 ** size.intStateTreeDepth);
  const proofBasis = `the proof page's run (${facts.processProof.measured} processing and ${facts.tallyProof.measured} tally proofs measured); the verifier checks one public input at every circuit size`;
  rows.push(
    {
      payer: 'coordinator',
      what: `Proofs: ${format(processProofs)} processMessages`,
      gas: processProofs * facts.processProof.gas,
      transactions: processProofs,
      label: 'derived',
      basis: `${format(facts.processProof.gas)} gas each, ${proofBasis}`,
    },
    {
      payer: 'coordinator',
      what: `Proofs: ${facts.besidesProofs.functions.join(', ')}, sent once between the two kinds`,
      gas: facts.besidesProofs.gas,
      transactions: facts.besidesProofs.transactions,
      label: sameParams(size, facts.proofParams) ? 'measured' : 'derived',
      basis: "the proof page's run",
    },
    {
      payer: 'coordinator',
      what: `Proofs: ${format(tallyProofs)} tallyVotes`,
      gas: tallyProofs * facts.tallyProof.gas,
      transactions: tallyProofs,
      label: 'derived',
      basis: `${format(facts.tallyProof.gas)} gas each, ${proofBasis}`,
    },
  );
  const range = ([low, high]: [number, number]) =>
    low === high ? format(low) : `${format(low)} to ${format(high)}`;
  const place = (p: PositionGas, what: string, subtree: number) =>
    `the mean of the ${p.measured} ${what} of the largest merge run; one costs ${range(p.ordinary)} in an ordinary place, ${range(p.nodeStart)} when it opens a node of five, ${range(p.nodeEnd)} when it completes one and ${range(p.subtreeEnd)} when it completes a subtree of ${subtree}${mergeNote}`;
  rows.push(
    {
      payer: 'voter',
      what: 'Sign up (signup)',
      gas: facts.signup.mean,
      transactions: 1,
      label: 'derived',
      basis: place(facts.signup, 'sign-ups', facts.stateSubtree),
    },
    {
      payer: 'voter',
      what: 'Vote (publish)',
      gas: facts.publish.mean,
      transactions: 1,
      label: 'derived',
      basis: place(facts.publish, 'votes', facts.messageSubtree),
    },
  );
  return rows;
}

/** The coordinator's gas in all, of the rows pollCosts gives. */
export const coordinatorGas = (rows: CostRow[]): number =>
  rows.filter((r) => r.payer === 'coordinator').reduce((total, r) => total + r.gas, 0);

/** Ether for an amount of gas at a price in gwei, to four significant digits. */
export function etherText(gas: number, gwei: number): string {
  const ether = (gas * gwei) / 1e9;
  if (ether === 0) return '0 ETH';
  const digits = Number(ether.toPrecision(4));
  return `${digits.toLocaleString('en-US', { maximumFractionDigits: 12 })} ETH`;
}

/** A gas price typed in gwei; the message says what is wrong with it. */
export function parseGasPrice(text: string): { gwei?: number; error?: string } {
  const value = text.trim();
  if (value === '') return { error: 'Enter a gas price in gwei, such as 2 or 0.05.' };
  if (/^-/.test(value)) return { error: 'A gas price cannot be negative.' };
  if (!/^\d+(\.\d+)?$/.test(value) && !/^\.\d+$/.test(value)) {
    return { error: 'Enter the gas price as a number of gwei, such as 2 or 0.05.' };
  }
  const gwei = Number(value);
  if (gwei === 0) return { error: 'A gas price of 0 prices nothing: enter more than 0 gwei.' };
  if (gwei > maxGwei) {
    return { error: `Enter at most ${format(maxGwei)} gwei; a typical price is below 100.` };
  }
  return { gwei };
}

/** The highest gas price the planner takes. */
export const maxGwei = 100_000;

/** The gas price the planner starts from: an assumption to overwrite, not a market price. */
export const defaultGwei = 10;

/** The poll the pages price as their worked example, and the planner when no size is given. */
export const examplePoll = { voters: 1000, messages: 1000 } as const;

/** One point of the growth chart: the coordinator's gas for a poll of `voters` voters. */
export interface GrowthPoint {
  voters: number;
  gas: number;
  merges: number;
  proofs: number;
}

/**
 * The coordinator's gas for polls of 1 to `upTo` voters who vote once each, at these depths:
 * the chart of the planner (the same rows as pollCosts).
 */
export function growth(
  params: TreeParams,
  upTo: number,
  facts: CostFacts,
  points = 24,
): GrowthPoint[] {
  const xs = [
    ...new Set(
      Array.from({ length: points }, (_, i) => Math.max(1, Math.round((upTo * (i + 1)) / points))),
    ),
  ];
  return xs.map((voters) => {
    const rows = pollCosts({ ...params, voters, messages: voters }, facts);
    const part = (prefix: string) =>
      rows.filter((r) => r.what.startsWith(prefix)).reduce((t, r) => t + r.gas, 0);
    return { voters, gas: coordinatorGas(rows), merges: part('Merge'), proofs: part('Proofs') };
  });
}
