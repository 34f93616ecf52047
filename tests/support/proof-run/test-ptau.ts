/**
 * Writes a prepared powers-of-tau file (the `.ptau` that `snarkjs groth16 setup` takes) from a
 * secret the caller knows. Test keys only: whoever knows tau can forge proofs.
 *
 * snarkjs makes a prepared file with `powersoftau new`, `contribute` and `prepare phase2`, and the
 * last step alone is hours of curve FFTs on two cores at 2^19. With the secret known, every point
 * in the file is a known multiple of a generator: the powers tau^i, and the Lagrange coefficients
 * that `prepare phase2` gets by inverse FFT, computed here as field elements and multiplied by the
 * generator with a fixed-base table. The file is laid out as snarkjs writes it; the unit test
 * compares the two byte for byte at small sizes.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { buildBn128, type Bn128, type WasmGroup } from 'ffjavascript';

export interface PtauSecret {
  tau: bigint;
  alpha: bigint;
  beta: bigint;
}

/** The scalar field's modulus and arithmetic, in plain BigInt. */
function field(r: bigint) {
  const mod = (a: bigint): bigint => ((a % r) + r) % r;
  const mul = (a: bigint, b: bigint): bigint => (a * b) % r;
  const pow = (base: bigint, exponent: bigint): bigint => {
    let result = 1n;
    let b = mod(base);
    for (let e = exponent; e > 0n; e >>= 1n) {
      if (e & 1n) result = mul(result, b);
      b = mul(b, b);
    }
    return result;
  };
  const inv = (a: bigint): bigint => pow(a, r - 2n);
  /** Every inverse of a list with one exponentiation (Montgomery's trick). */
  const invAll = (values: bigint[]): bigint[] => {
    const prefix = new Array<bigint>(values.length);
    let acc = 1n;
    values.forEach((v, i) => {
      prefix[i] = acc;
      acc = mul(acc, v);
    });
    let inverse = inv(acc);
    const out = new Array<bigint>(values.length);
    for (let i = values.length - 1; i >= 0; i--) {
      out[i] = mul(inverse, prefix[i]);
      inverse = mul(inverse, values[i]);
    }
    return out;
  };
  return { mod, mul, pow, inv, invAll };
}

/**
 * The primitive 2^bits-th root of unity the curve library's FFT uses: its 2^28-th root squared
 * down, so the Lagrange points come out in the same order as snarkjs's.
 */
function rootOfUnity(curve: Bn128, bits: number): bigint {
  return curve.Fr.toObject(curve.Fr.w[bits]);
}

/**
 * The inverse FFT of (x^0, x^1, …, x^(m-1)) over the 2^bits domain, in closed form: entry j is
 * (x^m - 1) / (m (x w^-j - 1)). With `dropLast`, the input's last entry is zero instead, as
 * snarkjs's prepare step sets it for the largest tau-in-G1 domain.
 */
function lagrangeScalars(curve: Bn128, x: bigint, bits: number, dropLast: boolean): bigint[] {
  const F = field(curve.r);
  const m = 1 << bits;
  const w = rootOfUnity(curve, bits);
  const wInv = F.inv(w);
  const mInv = F.inv(BigInt(m));
  const xm = F.pow(x, BigInt(m));
  const numerator = F.mul(F.mod(xm - 1n), mInv);
  const denominators: bigint[] = [];
  const powersOfW: bigint[] = [];
  let wj = 1n;
  let wInvJ = 1n;
  for (let j = 0; j < m; j++) {
    denominators.push(F.mod(F.mul(x, wInvJ) - 1n));
    powersOfW.push(wj);
    wj = F.mul(wj, w);
    wInvJ = F.mul(wInvJ, wInv);
  }
  const inverses = F.invAll(denominators);
  const lastTerm = F.mul(F.pow(x, BigInt(m - 1)), mInv);
  return inverses.map((inverse, j) => {
    const full = F.mul(numerator, inverse);
    return dropLast ? F.mod(full - F.mul(lastTerm, powersOfW[j])) : full;
  });
}

/** scale * x^i for i < count. */
function powers(r: bigint, x: bigint, count: number, scale = 1n): bigint[] {
  const out: bigint[] = [];
  let value = scale % r;
  for (let i = 0; i < count; i++) {
    out.push(value);
    value = (value * x) % r;
  }
  return out;
}

const windows = 32;
const chunk = 4096;

/**
 * Fixed-base multiplication in the curve library's WebAssembly: a table of d * 256^k * G for every
 * byte d and position k, then each product is at most 32 additions of table entries.
 */
class FixedBase {
  private readonly exports: Record<string, (...args: number[]) => void>;
  private readonly affine: number;
  private readonly jacobian: number;
  private readonly table: number;
  private readonly accumulators: number;
  private readonly output: number;

  constructor(
    private readonly curve: Bn128,
    private readonly prefix: 'g1m' | 'g2m',
    base: Uint8Array,
  ) {
    const group: WasmGroup = prefix === 'g1m' ? curve.G1 : curve.G2;
    this.exports = curve.tm.instance.exports;
    this.affine = group.F.n8 * 2;
    this.jacobian = group.F.n8 * 3;
    const bytes = (windows * 256 + chunk) * this.affine + chunk * this.jacobian;
    reserve(curve, bytes);
    this.table = curve.tm.alloc(windows * 256 * this.affine);
    this.accumulators = curve.tm.alloc(chunk * this.jacobian);
    this.output = curve.tm.alloc(chunk * this.affine);
    let position = base;
    for (let k = 0; k < windows; k++) {
      let multiple = group.zeroAffine;
      curve.tm.u8.set(multiple, this.entry(k, 0));
      for (let d = 1; d < 256; d++) {
        multiple = group.toAffine(group.add(multiple, position));
        curve.tm.u8.set(multiple, this.entry(k, d));
      }
      for (let i = 0; i < 8; i++) position = group.toAffine(group.double(position));
    }
  }

  private entry(k: number, d: number): number {
    return this.table + (k * 256 + d) * this.affine;
  }

  /** The affine points scalar * base, in the file's byte order, written through `write`. */
  multiply(scalars: bigint[], write: (bytes: Uint8Array) => void): void {
    const addMixed = this.exports[`${this.prefix}_addMixed`];
    const zero = this.exports[`${this.prefix}_zero`];
    const batchToAffine = this.exports[`${this.prefix}_batchToAffine`];
    for (let start = 0; start < scalars.length; start += chunk) {
      const count = Math.min(chunk, scalars.length - start);
      for (let i = 0; i < count; i++) {
        const accumulator = this.accumulators + i * this.jacobian;
        zero(accumulator);
        let s = scalars[start + i];
        for (let k = 0; s > 0n; k++, s >>= 8n) {
          const d = Number(s & 0xffn);
          if (d !== 0) addMixed(accumulator, this.entry(k, d), accumulator);
        }
      }
      batchToAffine(this.accumulators, count, this.output);
      write(this.curve.tm.u8.slice(this.output, this.output + count * this.affine));
    }
  }
}

/** Grows the library's WebAssembly memory so `bytes` more can be allocated. */
function reserve(curve: Bn128, bytes: number): void {
  const { tm } = curve;
  // Slack above the allocations: batchToAffine takes its scratch space from the free pointer.
  const needed = tm.u32[0] + 2 * bytes + 64 - tm.memory.buffer.byteLength;
  if (needed > 0) tm.memory.grow(Math.ceil(needed / 65536));
  tm.u8 = new Uint8Array(tm.memory.buffer);
  tm.u32 = new Uint32Array(tm.memory.buffer);
}

/** A little-endian unsigned integer of `bytes` bytes. */
function uintLE(value: bigint, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let v = value;
  for (let i = 0; i < bytes; i++, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

/**
 * Writes the file. `prepared: false` stops after the sections `powersoftau new` writes (the input
 * of `prepare phase2`); the default adds the Lagrange sections 12 to 15 as that step does.
 */
export async function writeTestPtau(
  file: string,
  power: number,
  secret: PtauSecret,
  { prepared = true }: { prepared?: boolean } = {},
): Promise<void> {
  const curve = await buildBn128(true);
  const { r } = curve;
  const F = field(r);
  const tau = F.mod(secret.tau);
  const alpha = F.mod(secret.alpha);
  const beta = F.mod(secret.beta);
  const g1 = new FixedBase(curve, 'g1m', curve.G1.oneAffine);
  const g2 = new FixedBase(curve, 'g2m', curve.G2.oneAffine);
  const n = 2 ** power;

  const fd = openSync(file, 'w');
  const write = (bytes: Uint8Array): void => {
    writeSync(fd, bytes);
  };
  const section = (id: number, size: number): void => {
    write(uintLE(BigInt(id), 4));
    write(uintLE(BigInt(size), 8));
  };
  try {
    write(new TextEncoder().encode('ptau'));
    write(uintLE(1n, 4));
    write(uintLE(prepared ? 11n : 7n, 4));
    // Header: field size in bytes, the base field's modulus, the power, the ceremony's power.
    section(1, 4 + 32 + 4 + 4);
    write(uintLE(32n, 4));
    write(uintLE(curve.q, 32));
    write(uintLE(BigInt(power), 4));
    write(uintLE(BigInt(power), 4));

    section(2, (2 * n - 1) * 64);
    g1.multiply(powers(r, tau, 2 * n - 1), write);
    section(3, n * 128);
    g2.multiply(powers(r, tau, n), write);
    section(4, n * 64);
    g1.multiply(powers(r, tau, n, alpha), write);
    section(5, n * 64);
    g1.multiply(powers(r, tau, n, beta), write);
    section(6, 128);
    g2.multiply([beta], write);
    // No contributions: the secret did not come from a ceremony.
    section(7, 4);
    write(uintLE(0n, 4));

    if (prepared) {
      // Lagrange points for every domain 2^0 … 2^power; tau in G1 also for 2^(power+1).
      const lagrange = (bits: number, dropLast = false): bigint[] =>
        lagrangeScalars(curve, tau, bits, dropLast);
      const sizes = (last: number, pointBytes: number): number =>
        (2 ** (last + 1) - 1) * pointBytes;
      section(12, sizes(power + 1, 64));
      for (let p = 0; p <= power + 1; p++) g1.multiply(lagrange(p, p === power + 1), write);
      section(13, sizes(power, 128));
      for (let p = 0; p <= power; p++) g2.multiply(lagrange(p), write);
      section(14, sizes(power, 64));
      for (let p = 0; p <= power; p++)
        g1.multiply(
          lagrange(p).map((s) => F.mul(s, alpha)),
          write,
        );
      section(15, sizes(power, 64));
      for (let p = 0; p <= power; p++)
        g1.multiply(
          lagrange(p).map((s) => F.mul(s, beta)),
          write,
        );
    }
  } finally {
    closeSync(fd);
    await curve.terminate();
  }
}
