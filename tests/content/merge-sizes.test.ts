/**
 * The merges at several sizes (tests/support/gas-ledger/merge-sizes.ts), run on a Hardhat node
 * with the installed packages, or taken from the cache of a run with the same inputs: the gas
 * ledger's `merges` section must be that run, value for value, since the measurement is
 * deterministic (the cache key, which names the cache file, is left out). RECORD_GAS_LEDGER=1 writes the section instead.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readLedger, recording, writeLedgerSection } from '../support/gas-ledger/ledger';
import type { MergeSizesLedger } from '../../plugins/gas-ledger/types';
import type { MergeSizesResult } from '../support/gas-ledger/merge-sizes';
import { cachedMergeSizes } from '../support/gas-ledger/merge-sizes-cache';

it(
  'measures the merges at sizes across subtree boundaries, as the gas ledger has them',
  { timeout: 20 * 60_000 },
  async () => {
    // The key names the cache file; the ledger holds what was measured.
    const result: Partial<MergeSizesResult> = await cachedMergeSizes();
    delete result.key;
    const measured = result as MergeSizesLedger;
    if (recording) {
      writeLedgerSection('merges', measured);
      return;
    }
    assert.deepEqual(
      readLedger().merges,
      JSON.parse(JSON.stringify(measured)),
      'the merge runs changed: run `npm run record:gas-ledger`',
    );
  },
);
