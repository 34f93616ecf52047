/**
 * `node --import tsx write-test-ptau.mts <power> <file>`: the page runner's stand-in for
 * downloading a prepared powers-of-tau file, which tests cannot do. The secret is derived from
 * fixed labels, so the file is the same on every machine, and worthless outside tests.
 */
import { createHash } from 'node:crypto';
import { writeTestPtau } from './test-ptau';

const fromLabel = (label: string): bigint =>
  BigInt(`0x${createHash('sha256').update(`maci-website test ptau ${label}`).digest('hex')}`);

const [power, file] = process.argv.slice(2);
if (!/^\d+$/.test(power ?? '') || !file)
  throw new Error('usage: write-test-ptau.mts <power> <file>');
await writeTestPtau(file, Number(power), {
  tau: fromLabel('tau'),
  alpha: fromLabel('alpha'),
  beta: fromLabel('beta'),
});
console.log(`Wrote ${file}: a test-only powers of tau for 2^${power} from a public secret`);
process.exit(0);
