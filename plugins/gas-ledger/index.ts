/**
 * The gas ledger (ledger.json): every transaction the quickstart's and the proof page's test
 * runs sent, and the merge runs at several sizes, from the node's receipts. The tests write it
 * (`npm run record:gas-ledger`) and fail when a run no longer matches it; pages and the planner
 * take every gas figure from here.
 */
import data from './ledger.json';
import { figures } from '../proof-run';
import { costFacts, type CostFacts } from './costs';
import type { GasLedger } from './types';

export const ledger: GasLedger = data as GasLedger;

/** The ledger and the proof page's proving times, as the planner and the pages use them. */
let cached: CostFacts | undefined;

export function siteCostFacts(): CostFacts {
  if (cached) return cached;
  const genProofs = figures.steps['gen-proofs'];
  if (!genProofs) throw new Error('plugins/proof-run/figures.json has no gen-proofs step');
  cached = costFacts(ledger, { ...figures.proving, kilobytes: genProofs.kilobytes });
  return cached;
}
