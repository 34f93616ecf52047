/**
 * Stands in for Node's `assert` module in the browser bundle (see vite.config.ts). maci-crypto
 * and maci-domainobjs 1.2.5 only call it as a function, to stop on an impossible value.
 */
export default function assert(value: unknown, message?: string): asserts value {
  if (!value) throw new Error(message ?? 'Assertion failed');
}
