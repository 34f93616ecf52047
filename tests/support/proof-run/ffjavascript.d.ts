/**
 * The part of ffjavascript (npm, no types) that the test powers-of-tau writer uses: the curve's
 * field and groups, and the WebAssembly instance behind them in single-thread mode.
 */
declare module 'ffjavascript' {
  export interface WasmGroup {
    /** The generator in affine form, in the curve's internal (Montgomery, little-endian) bytes. */
    oneAffine: Uint8Array;
    F: { n8: number };
    add(a: Uint8Array, b: Uint8Array): Uint8Array;
    double(a: Uint8Array): Uint8Array;
    toAffine(a: Uint8Array): Uint8Array;
    zeroAffine: Uint8Array;
  }
  export interface Bn128 {
    r: bigint;
    q: bigint;
    G1: WasmGroup;
    G2: WasmGroup;
    Fr: { w: unknown[]; toObject(a: unknown): bigint };
    tm: {
      memory: WebAssembly.Memory;
      u8: Uint8Array;
      u32: Uint32Array;
      instance: { exports: Record<string, (...args: number[]) => void> };
      alloc(length: number): number;
    };
    terminate(): Promise<void>;
  }
  export function buildBn128(singleThread?: boolean): Promise<Bn128>;
}

declare module 'snarkjs' {
  export const powersOfTau: {
    preparePhase2(oldFile: string, newFile: string): Promise<void>;
  };
  export const zKey: {
    newZKey(r1cs: string, ptau: string, zkey: string): Promise<unknown>;
    exportVerificationKey(zkey: string): Promise<unknown>;
  };
  export const groth16: {
    fullProve(
      input: Record<string, unknown>,
      wasm: string,
      zkey: string,
    ): Promise<{ proof: unknown; publicSignals: string[] }>;
    verify(vk: unknown, publicSignals: string[], proof: unknown): Promise<boolean>;
  };
}
