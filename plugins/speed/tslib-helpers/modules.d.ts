// tslib's ES build has the same exports as the package's entry point.
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
