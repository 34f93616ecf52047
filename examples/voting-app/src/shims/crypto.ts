/**
 * Stands in for Node's `crypto` module in the browser bundle (see vite.config.ts). maci-crypto
 * 1.2.5 takes only `randomBytes` from it, for private keys and salts, and reads the result with
 * `.toString('hex')`; the bytes here come from the browser's cryptographic generator.
 */
export function randomBytes(size: number): { toString: (encoding?: string) => string } {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(size));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { toString: () => hex };
}
