/**
 * Measures how the gas of MACI 1.2.5's merges, sign-ups and publishes grows with a poll's size
 * (tests/support/gas-ledger/merge-sizes.ts) and prints a summary per size.
 *
 *   npx tsx scripts/measure-merge-sizes.ts [--out file.json] [--sizes 1,24,25] [--cached]
 *
 * --cached takes the result from the gas-ledger cache (and fills it) instead of measuring.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cachedMergeSizes } from '../tests/support/gas-ledger/merge-sizes-cache';
import {
  formatMergeSizes,
  type LedgerTransaction,
  leafKind,
  measureMergeSizes,
  type MergeSizesResult,
} from '../tests/support/gas-ledger/merge-sizes';

const number = (n: number): string => n.toLocaleString('en-US');

/** Gas by leaf kind, e.g. `leaf 235,312-235,336 ×18`, in the order the kinds first appear. */
function byKind(transactions: LedgerTransaction[], subdepth: number): string {
  const kinds = new Map<string, number[]>();
  for (const tx of transactions) {
    const kind = leafKind(tx.index ?? -1, subdepth);
    kinds.set(kind, [...(kinds.get(kind) ?? []), tx.gasUsed]);
  }
  return [...kinds]
    .map(([kind, gas]) => {
      const [low, high] = [Math.min(...gas), Math.max(...gas)];
      const range = low === high ? number(low) : `${number(low)}-${number(high)}`;
      return `${kind} ${range} ×${gas.length}`;
    })
    .join(', ');
}

function merges(transactions: LedgerTransaction[], command: string): string {
  const sent = transactions.filter((tx) => tx.command === command);
  const total = sent.reduce((sum, tx) => sum + tx.gasUsed, 0);
  const calls = sent.map((tx) => `${tx.function} ${number(tx.gasUsed)}`).join(' + ');
  return `${sent.length} tx, ${number(total)} gas (${calls})`;
}

export function summary(result: MergeSizesResult): string {
  const { params, stateTreeSubdepth, numQueueOps } = result;
  const lines = [
    `state tree depth ${params.stateTreeDepth} (subdepth ${stateTreeSubdepth}), ` +
      `message tree depth ${params.messageTreeDepth} (subdepth ${params.messageBatchDepth}), ` +
      `int state ${params.intStateTreeDepth}, vote options ${params.voteOptionTreeDepth}, ` +
      `numQueueOps ${numQueueOps}, key ${result.key}`,
  ];
  for (const size of result.sizes) {
    const of = (command: string) => size.transactions.filter((tx) => tx.command === command);
    lines.push(
      `N=${size.voters} voters, ${size.messages} messages`,
      `  signup        ${byKind(of('signup'), stateTreeSubdepth)}`,
      `  publish       ${byKind(of('publish'), params.messageBatchDepth)}`,
      `  mergeSignups  ${merges(size.transactions, 'mergeSignups')}`,
      `  mergeMessages ${merges(size.transactions, 'mergeMessages')}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      sizes: { type: 'string' },
      cached: { type: 'boolean', default: false },
    },
  });
  const sizes = values.sizes?.split(',').map(Number);
  const started = Date.now();
  const result = values.cached
    ? await cachedMergeSizes({ sizes })
    : await measureMergeSizes({ sizes });
  console.log(summary(result));
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (values.out) writeFileSync(values.out, formatMergeSizes(result));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
