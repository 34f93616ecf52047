/**
 * The planner's output as labelled rows and text blocks, shared by the page component and the
 * Markdown twin so that both say the same thing. Browser-safe.
 */
import { etherText } from '../gas-ledger/costs';
import { formatCount, type Plan, type PlannerFacts } from './plan';

export interface Row {
  what: string;
  value: string;
  note?: string;
}

export function limitRows(plan: Plan): Row[] {
  const l = plan.limits;
  const rows: Row[] = [
    {
      what: 'Voters who can sign up',
      value: formatCount(l.maxSignups),
      note: 'leaf 0 is the blank leaf',
    },
    {
      what: 'Messages that can be published',
      value: formatCount(l.maxMessages),
      note: 'slot 0 holds a placeholder message',
    },
    { what: 'Vote options', value: formatCount(l.voteOptions) },
    { what: 'Messages per processing proof', value: formatCount(l.messageBatchSize) },
    { what: 'Ballots per tally proof', value: formatCount(l.tallyBatchSize) },
  ];
  if (l.processProofs !== undefined) {
    rows.push({
      what: `Processing proofs for ${formatCount(BigInt(plan.input.messages ?? 0))} messages`,
      value: formatCount(l.processProofs),
      note: 'the placeholder message is processed too',
    });
  }
  if (l.tallyProofs !== undefined) {
    rows.push({
      what: `Tally proofs for ${formatCount(BigInt(plan.input.voters ?? 0))} voters`,
      value: formatCount(l.tallyProofs),
      note: 'the blank leaf is tallied too',
    });
  }
  return rows;
}

/** One sentence on where the plan's keys come from. */
export function keySource(plan: Plan, facts: PlannerFacts): string {
  switch (plan.keys.source) {
    case 'ceremony':
      return `Production keys: the ${facts.ceremony.name} published them for these parameters. pnpm download:ceremony-zkeys unpacks ${facts.ceremony.archive} into cli/, with the zkeys, the C++ witness generators and their .dat files, and the WASM witness generators.`;
    case 'test':
      return 'Test keys only, not for production: these are the test circuits of maci-circuits, and pnpm download:test-zkeys fetches their keys.';
    default:
      return 'No published keys: compile the circuits for these parameters and generate test keys (Installation), or run a trusted-setup ceremony for production.';
  }
}

export function keyRows(plan: Plan): Row[] {
  const { process, tally } = plan.keys;
  return [
    { what: 'Processing proving key', value: process.zkey },
    { what: 'Tally proving key', value: tally.zkey },
    {
      what: 'Processing witness generator (C++, with its .dat beside it)',
      value: process.witnessBinary,
    },
    { what: 'Tally witness generator (C++, with its .dat beside it)', value: tally.witnessBinary },
    { what: 'Processing witness generator (WASM)', value: process.wasm },
    { what: 'Tally witness generator (WASM)', value: tally.wasm },
  ];
}

export interface PriceRow {
  what: string;
  transactions: string;
  gas: string;
  /** Empty when the gas price is not usable. */
  ether: string;
  label: string;
  basis: string;
}

/** The cost table: the coordinator's steps, their total, then what each voter pays. */
export function priceRows(plan: Plan): { coordinator: PriceRow[]; voter: PriceRow[] } {
  const p = plan.pricing;
  const ether = (gas: number) => (p.gwei === undefined ? '' : etherText(gas, p.gwei));
  const row = (r: Plan['pricing']['rows'][number]): PriceRow => ({
    what: r.what,
    transactions: formatCount(BigInt(r.transactions)),
    gas: formatCount(BigInt(r.gas)),
    ether: ether(r.gas),
    label: r.label,
    basis: r.basis,
  });
  const coordinator = p.rows.filter((r) => r.payer === 'coordinator');
  const total: PriceRow = {
    what: 'The coordinator in all',
    transactions: formatCount(BigInt(coordinator.reduce((t, r) => t + r.transactions, 0))),
    gas: formatCount(BigInt(p.coordinatorGas)),
    ether: ether(p.coordinatorGas),
    label: coordinator.every((r) => r.label === 'measured') ? 'measured' : 'derived',
    basis: 'the sum of the rows above',
  };
  return {
    coordinator: coordinator.length > 0 ? [...coordinator.map(row), total] : [],
    voter: p.rows.filter((r) => r.payer === 'voter').map(row),
  };
}

/** The sentence above the cost table: which poll, at which price. */
export function pricingSummary(plan: Plan): string {
  const p = plan.pricing;
  const size = `${formatCount(BigInt(p.voters))} voters and ${formatCount(BigInt(p.messages))} messages`;
  const what = p.example
    ? `A poll of ${size} (the worked example; fill in Voters and Messages to price yours)`
    : `A poll of ${size}`;
  const price =
    p.gwei === undefined ? 'no ether is shown until the gas price is fixed' : `at ${p.gwei} gwei`;
  return `${what}, ${price}.`;
}

export const configJson = (plan: Plan): string => JSON.stringify(plan.deployConfig, null, 2);

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|');

/** The whole plan as Markdown (the page's Markdown twin shows the default plan this way). */
export function planMarkdown(plan: Plan, facts: PlannerFacts): string {
  const table = (head: string[], rows: string[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `| ${head.map(() => '---').join(' | ')} |`,
      ...rows.map((r) => `| ${r.map(escapeCell).join(' | ')} |`),
    ].join('\n');
  const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;
  const i = plan.input;
  const parts = [
    `Plan: ${i.mode === 'qv' ? 'quadratic' : 'non-quadratic'} voting, state tree depth ${i.stateTreeDepth}, intermediate state tree depth ${i.intStateTreeDepth}, message tree depth ${i.messageTreeDepth}, message batch depth ${i.messageBatchDepth}, vote option tree depth ${i.voteOptionTreeDepth}, a poll of ${i.duration} seconds on ${i.network}, ${i.gatekeeper}, ${i.initialVoiceCredits} voice credits per voter.`,
    '### Limits',
    table(
      ['Quantity', 'Value', 'Note'],
      limitRows(plan).map((r) => [r.what, r.value, r.note ?? '']),
    ),
    '### Proving keys and witness generators',
    keySource(plan, facts),
    table(
      ['File', 'Path'],
      keyRows(plan).map((r) => [r.what, `\`${r.value}\``]),
    ),
  ];
  if (plan.warnings.length > 0) {
    parts.push('### Warnings', plan.warnings.map((w) => `- ${w.text}`).join('\n'));
  }
  parts.push(
    '### Commands',
    "Before the poll, in an npm project set up as in the quickstart, with the coordinator's public key in `$COORDINATOR_PUBKEY`:",
    fence('bash', plan.commands.deploy),
    "After the deadline, with the coordinator's private key in `$COORDINATOR_PRIVKEY`:",
    fence('bash', plan.commands.afterDeadline),
    '### deploy-config.json for the Hardhat tasks',
    'In the `contracts/` folder of a v' +
      facts.cliVersion +
      ' checkout; replace every value in angle brackets:',
    fence('json', configJson(plan)),
    fence('bash', plan.commands.tasks),
    '### What it costs',
    pricingSummary(plan),
  );
  const p = plan.pricing;
  if (p.gasPriceError) parts.push(p.gasPriceError);
  if (p.sizeError) {
    parts.push(p.sizeError);
  } else {
    const prices = priceRows(plan);
    const head = ['Step', 'Transactions', 'Gas', 'Ether', 'Label', 'Basis'];
    const cells = (r: PriceRow) => [r.what, r.transactions, r.gas, r.ether, r.label, r.basis];
    parts.push(
      table(head, prices.coordinator.map(cells)),
      'Each voter pays for their own transactions:',
      table(head, prices.voter.map(cells)),
      `Proving time: ${p.proving.text} (${p.proving.label}; ${p.proving.basis}).`,
    );
  }
  return parts.join('\n\n') + '\n';
}
