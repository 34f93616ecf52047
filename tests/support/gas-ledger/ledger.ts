/**
 * Turns a page run's transactions into the ledger's records, and keeps plugins/gas-ledger/
 * ledger.json in step with the runs: RECORD_GAS_LEDGER=1 writes a run's section, otherwise a
 * run is compared with what the file holds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GasLedger, LedgerTransaction, TreeParams } from '../../../plugins/gas-ledger/types';
import { repoRoot } from '../docs-files';
import type { RunTransaction } from '../page-run';
import type { Step } from '../page-steps';
import { loadDecoder } from './decode';

export const ledgerFile = join(repoRoot, 'plugins', 'gas-ledger', 'ledger.json');
export const recording = Boolean(process.env.RECORD_GAS_LEDGER);

/** Bytes of a 0x-prefixed hex string, and how many are zero. */
export function calldata(input: string): { calldataBytes: number; zeroBytes: number } {
  const data = input.slice(2);
  let zeroBytes = 0;
  for (let i = 0; i < data.length; i += 2) if (data.slice(i, i + 2) === '00') zeroBytes++;
  return { calldataBytes: data.length / 2, zeroBytes };
}

/** What the calldata costs at 4 gas a zero byte and 16 any other, the part of gas that varies. */
export const calldataGas = (t: Pick<LedgerTransaction, 'calldataBytes' | 'zeroBytes'>): number =>
  4 * t.zeroBytes + 16 * (t.calldataBytes - t.zeroBytes);

/** The subcommand of `npx maci-cli@x.y.z <subcommand> …`. */
const subcommandOf = (args: string): string | undefined => /^maci-cli@[\d.]+ (\w+)/.exec(args)?.[1];

/** The ledger's records of the transactions the page's own steps sent (index below `steps.length`). */
export function pageTransactions(
  transactions: RunTransaction[],
  steps: Step[],
  modulesDir = join(repoRoot, 'node_modules'),
): LedgerTransaction[] {
  const decoder = loadDecoder(modulesDir);
  const created = new Map<string, string>();
  const records: LedgerTransaction[] = [];
  for (const tx of transactions) {
    const { contract, function: fn } = decoder.name(tx, created);
    if (tx.created) created.set(tx.created.toLowerCase(), contract);
    const origin = tx.origin;
    if (!origin || origin.step >= steps.length) continue;
    if (tx.status !== 1) throw new Error(`a reverted transaction in step ${origin.step}`);
    const command = subcommandOf(origin.args);
    if (!command) throw new Error(`step ${origin.step}: a transaction sent by no maci-cli command`);
    records.push({
      line: steps[origin.step].line,
      command,
      contract,
      function: fn,
      gasUsed: tx.gasUsed,
      ...calldata(tx.input),
    });
  }
  return records;
}

export function readLedger(): GasLedger {
  return JSON.parse(readFileSync(ledgerFile, 'utf8')) as GasLedger;
}

/** Writes one section, keeping the others. */
export function writeLedgerSection<K extends keyof GasLedger>(key: K, value: GasLedger[K]): void {
  let ledger: Partial<GasLedger> = {};
  try {
    ledger = readLedger();
  } catch {
    // a first recording
  }
  ledger[key] = value;
  const ordered = Object.fromEntries(
    (['quickstart', 'proofs', 'merges'] as const).flatMap((k) =>
      ledger[k] ? [[k, ledger[k]]] : [],
    ),
  );
  writeFileSync(ledgerFile, JSON.stringify(ordered, null, 2) + '\n');
}

/**
 * Where a run differs from the ledger's record of the same page: other transactions, or the
 * same ones using other gas once their calldata is set aside. The keys, salts and proofs of a
 * page's run are random, so the calldata, and with it a few hundred gas, changes from run to
 * run; what the contracts do for it must not.
 */
export function ledgerDifferences(
  recorded: LedgerTransaction[],
  run: LedgerTransaction[],
): string[] {
  const shape = (t: LedgerTransaction) =>
    `line ${t.line ?? '-'} ${t.command}: ${t.contract}.${t.function}, ${t.calldataBytes} bytes`;
  const problems: string[] = [];
  if (recorded.length !== run.length) {
    problems.push(`${run.length} transactions in the run, ${recorded.length} in the ledger`);
  }
  for (let i = 0; i < Math.min(recorded.length, run.length); i++) {
    const [a, b] = [recorded[i], run[i]];
    if (shape(a) !== shape(b)) problems.push(`#${i}: ledger ${shape(a)}; run ${shape(b)}`);
    else if (a.gasUsed - calldataGas(a) !== b.gasUsed - calldataGas(b)) {
      problems.push(
        `#${i} ${shape(a)}: gas besides calldata ${a.gasUsed - calldataGas(a)} in the ledger, ${b.gasUsed - calldataGas(b)} in the run`,
      );
    }
  }
  return problems;
}

/**
 * A page run's part of the ledger: written with RECORD_GAS_LEDGER=1, otherwise compared with the
 * run (the same depths and the same transactions, see ledgerDifferences). Returns the problems.
 */
export function recordOrCompare(
  key: 'quickstart' | 'proofs',
  page: string,
  steps: Step[],
  transactions: LedgerTransaction[],
): string[] {
  const params = pageParams(steps);
  if (recording) {
    writeLedgerSection(key, { page, params, transactions });
    return [];
  }
  const recorded = readLedger()[key];
  const problems = ledgerDifferences(recorded.transactions, transactions);
  if (JSON.stringify(recorded.params) !== JSON.stringify(params)) {
    problems.unshift(`the ledger's ${key} run has other depths than the page`);
  }
  return problems.map((p) => `${p} (run \`npm run record:gas-ledger\` after a change)`);
}

/** The tree depths a page's `create` and `deployPoll` give, read from its steps. */
export function pageParams(steps: Step[]): TreeParams {
  const script = steps.map((s) => s.code).join('\n');
  const flag = (pattern: RegExp, what: string): number => {
    const found = pattern.exec(script);
    if (!found) throw new Error(`the page's steps give no ${what}`);
    return Number(found[1]);
  };
  return {
    stateTreeDepth: flag(/ create (?:.* )?--stateTreeDepth (\d+)/, 'state tree depth'),
    intStateTreeDepth: flag(/deployPoll[^]*?--int-state-tree-depth (\d+)/, 'intermediate depth'),
    messageTreeDepth: flag(/deployPoll[^]*?--msg-tree-depth (\d+)/, 'message tree depth'),
    messageBatchDepth: flag(/deployPoll[^]*?--msg-batch-depth (\d+)/, 'message batch depth'),
    voteOptionTreeDepth: flag(/deployPoll[^]*?--vote-option-tree-depth (\d+)/, 'vote option depth'),
  };
}
