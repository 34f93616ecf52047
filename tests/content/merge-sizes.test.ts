/**
 * The merges at several sizes (tests/support/gas-ledger/merge-sizes.ts), run on a Hardhat node
 * with the installed packages, or taken from the cache of a run with the same inputs: the gas
 * ledger's `merges` section must be that run, byte for byte, since the measurement is
 * deterministic. RECORD_GAS_LEDGER=1 writes the section instead.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readLedger, recording, writeLedgerSection } from '../support/gas-ledger/ledger';
import { cachedMergeSizes } from '../support/gas-ledger/merge-sizes-cache';

it(
  'measures the merges at sizes across subtree boundaries, as the gas ledger has them',
  { timeout: 20 * 60_000 },
  async () => {
    const result = await cachedMergeSizes();
    if (recording) {
      writeLedgerSection('merges', result);
      return;
    }
    assert.deepEqual(
      readLedger().merges,
      JSON.parse(JSON.stringify(result)),
      'the merge runs changed: run `npm run record:gas-ledger`',
    );
  },
);
