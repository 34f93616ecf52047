/** The part of solc-js (npm `solc`, which ships no types) that the test fixtures use. */
declare module 'solc' {
  const solc: { compile(standardJsonInput: string): string; version(): string };
  export default solc;
}
