/**
 * The proof page's runner stands in for the powers-of-tau download with a file written from a
 * known secret (tests/support/proof-run/test-ptau.ts). It must be the file snarkjs itself would
 * prepare from the same powers, and snarkjs must make working Groth16 keys from it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import * as snarkjs from 'snarkjs';
import { repoRoot } from '../support/docs-files';
import { writeTestPtau } from '../support/proof-run/test-ptau';

const dir = mkdtempSync(join(tmpdir(), 'test-ptau-'));
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  // snarkjs keeps its curve, and the curve's worker threads, on globalThis.
  const curve = (globalThis as { curve_bn128?: { terminate(): Promise<void> } }).curve_bn128;
  await curve?.terminate();
});
const secret = { tau: 0x1234_5678_9abc_def0n ** 3n, alpha: 987_654_321n, beta: 55_555_555_555n };

for (const power of [1, 4, 7]) {
  it(`writes what snarkjs's prepare phase2 writes from the same powers, at 2^${power}`, async () => {
    const raw = join(dir, `raw-${power}.ptau`);
    const ours = join(dir, `ours-${power}.ptau`);
    const theirs = join(dir, `theirs-${power}.ptau`);
    await writeTestPtau(raw, power, secret, { prepared: false });
    await writeTestPtau(ours, power, secret);
    await snarkjs.powersOfTau.preparePhase2(raw, theirs);
    assert.ok(readFileSync(ours).equals(readFileSync(theirs)));
  });
}

it('gives keys that snarkjs proves and verifies with, and a wrong statement fails', async () => {
  const circuit = join(dir, 'Square.circom');
  writeFileSync(
    circuit,
    [
      'pragma circom 2.0.0;',
      'template Square() { signal input x; signal output y; y <== x * x; }',
      'component main = Square();',
    ].join('\n'),
  );
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules', 'circom2', 'cli.js'), 'Square.circom', '--r1cs', '--wasm'],
    { cwd: dir, stdio: 'pipe' },
  );
  const ptau = join(dir, 'ours-4.ptau');
  const zkey = join(dir, 'square.zkey');
  await snarkjs.zKey.newZKey(join(dir, 'Square.r1cs'), ptau, zkey);
  const vk = await snarkjs.zKey.exportVerificationKey(zkey);
  const { proof, publicSignals } = await snarkjs.groth16.fullProve(
    { x: 7 },
    join(dir, 'Square_js', 'Square.wasm'),
    zkey,
  );
  assert.deepEqual(publicSignals, ['49']);
  assert.equal(await snarkjs.groth16.verify(vk, publicSignals, proof), true);
  assert.equal(await snarkjs.groth16.verify(vk, ['48'], proof), false);
});
