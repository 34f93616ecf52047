/**
 * The gas ledger as the pages' tables and figures: pure, so the unit tests check them against
 * the ledger itself. Each table is a header and rows of cell text (`code` marks inline code).
 */
import {
  coordinatorGas,
  examplePoll,
  paramsText,
  pollCosts,
  type CostFacts,
  type CostRow,
} from './costs';
import type { GasLedger, LedgerTransaction, PageRunLedger } from './types';

export interface Table {
  head: string[];
  rows: string[][];
  /** Columns of figures, drawn aligned right. */
  numeric: number[];
}

export const formatGas = (n: number): string => n.toLocaleString('en-US');

/** Consecutive transactions of one command and function (deployments as one), a row each. */
function groups(txs: LedgerTransaction[]): { fn: string; txs: LedgerTransaction[] }[] {
  const found: { fn: string; txs: LedgerTransaction[] }[] = [];
  for (const tx of txs) {
    const last = found[found.length - 1];
    if (last && last.fn === tx.function) last.txs.push(tx);
    else found.push({ fn: tx.function, txs: [tx] });
  }
  return found;
}

const total = (txs: LedgerTransaction[]) => txs.reduce((t, x) => t + x.gasUsed, 0);

/** Each command of a page's run: its transactions and their gas, as the receipts give them. */
export function runTable(run: PageRunLedger): Table {
  const byCommand = new Map<string, LedgerTransaction[]>();
  for (const tx of run.transactions) {
    byCommand.set(tx.command, [...(byCommand.get(tx.command) ?? []), tx]);
  }
  const rows = [...byCommand].flatMap(([command, txs]) =>
    groups(txs).map((g) => [
      `\`${command}\``,
      g.fn === 'constructor' ? contractsText(g.txs) : `\`${g.fn}\``,
      String(g.txs.length),
      g.txs.length === 1 || g.fn === 'constructor'
        ? formatGas(total(g.txs))
        : `${formatGas(total(g.txs))} (${spread(g.txs)})`,
    ]),
  );
  return { head: ['Command', 'Transactions sent', 'Count', 'Gas used'], rows, numeric: [2, 3] };
}

function contractsText(txs: LedgerTransaction[]): string {
  const names = txs.map((t) => t.contract);
  return names.length === 1
    ? `deploys ${names[0]}`
    : `deploys ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function spread(txs: LedgerTransaction[]): string {
  const values = txs.map((t) => t.gasUsed);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${formatGas(low)} each` : `${formatGas(low)} to ${formatGas(high)} each`;
}

/** The merges at each measured size: transactions and gas of mergeSignups and mergeMessages. */
export function mergesTable(ledger: GasLedger): Table {
  const rows = ledger.merges.sizes.map((size) => {
    const of = (command: string) => size.transactions.filter((t) => t.command === command);
    const cell = (txs: LedgerTransaction[]) => `${txs.length}`;
    return [
      formatGas(size.voters),
      cell(of('mergeSignups')),
      formatGas(total(of('mergeSignups'))),
      cell(of('mergeMessages')),
      formatGas(total(of('mergeMessages'))),
    ];
  });
  return {
    head: [
      'Voters and messages',
      '`mergeSignups` transactions',
      'Gas',
      '`mergeMessages` transactions',
      'Gas',
    ],
    rows,
    numeric: [0, 1, 2, 3, 4],
  };
}

/** A sign-up's and a vote's gas by their place in the queue. */
export function positionsTable(facts: CostFacts): Table {
  const range = ([low, high]: [number, number]) =>
    low === high ? formatGas(low) : `${formatGas(low)} to ${formatGas(high)}`;
  const row = (place: string, signup: string, vote: string) => [place, signup, vote];
  return {
    head: ['Place in the queue', '`signup`', '`publish`'],
    numeric: [1, 2],
    rows: [
      row('The first', formatGas(facts.signup.first), formatGas(facts.publish.first)),
      row('An ordinary place', range(facts.signup.ordinary), range(facts.publish.ordinary)),
      row(
        'One that opens a node of five',
        range(facts.signup.nodeStart),
        range(facts.publish.nodeStart),
      ),
      row(
        'One that completes a node of five',
        range(facts.signup.nodeEnd),
        range(facts.publish.nodeEnd),
      ),
      row(
        `One that completes a subtree (${facts.stateSubtree} state leaves, ${facts.messageSubtree} messages)`,
        range(facts.signup.subtreeEnd),
        range(facts.publish.subtreeEnd),
      ),
      row('The mean over all of them', formatGas(facts.signup.mean), formatGas(facts.publish.mean)),
    ],
  };
}

/** The worked example: a poll of examplePoll's size at the quickstart's (the ceremony's) depths. */
export function exampleRows(facts: CostFacts): CostRow[] {
  return pollCosts({ ...facts.quickstartParams, ...examplePoll }, facts);
}

export function exampleTable(facts: CostFacts): Table {
  const rows = exampleRows(facts);
  const coordinator = rows.filter((r) => r.payer === 'coordinator');
  const cells = (r: CostRow) => [
    // The command or function after the step's name (and a proof count) as code.
    r.what.replace(
      /^(\w[\w ]*): ((?:[\d,]+ )?)([a-z]\w+)/,
      (_, step: string, count: string, name: string) => `${step}: ${count}\`${name}\``,
    ),
    formatGas(r.transactions),
    formatGas(r.gas),
    r.label,
  ];
  return {
    head: ['Step', 'Transactions', 'Gas', 'Label'],
    numeric: [1, 2],
    rows: [
      ...coordinator.map(cells),
      [
        '**The coordinator in all**',
        formatGas(coordinator.reduce((t, r) => t + r.transactions, 0)),
        `**${formatGas(coordinatorGas(rows))}**`,
        'derived',
      ],
      ...rows.filter((r) => r.payer === 'voter').map((r) => [...cells(r).slice(0, 3), r.label]),
    ],
  };
}

/** An inline figure: `total` of a page run's command, or the example's coordinator total. */
export function figure(
  attributes: Record<string, string | null | undefined>,
  ledger: GasLedger,
  facts: CostFacts,
): string {
  if (attributes.example === 'coordinator') return formatGas(coordinatorGas(exampleRows(facts)));
  if (attributes.example === 'params') return paramsText(facts.quickstartParams);
  if (attributes.example === 'voters') return formatGas(examplePoll.voters);
  const run =
    attributes.run === 'proofs'
      ? ledger.proofs
      : attributes.run === 'quickstart'
        ? ledger.quickstart
        : undefined;
  if (!run || !attributes.command)
    throw new Error(':gas needs run="quickstart|proofs" and command="…", or example="…"');
  const txs = run.transactions.filter(
    (t) =>
      t.command === attributes.command &&
      (!attributes.function || t.function === attributes.function),
  );
  if (txs.length === 0)
    throw new Error(`:gas: no ${attributes.command} transaction in the ${attributes.run} run`);
  return formatGas(total(txs));
}
