/** The error reference's stores (./plugin.ts), as the bundles resolve them. */
declare module '@error-list/*' {
  /** The list's HTML strings on the server; in the browser, their loader (plugins/string-store/lazy.ts). */
  const parts:
    readonly string[] | ((() => Promise<readonly string[]>) & { loaded?: readonly string[] });
  export default parts;
}

declare module '@error-lookup-entries' {
  /** The lookup box's index: LookupEntry objects (./lookup.ts). */
  const entries: unknown[];
  export default entries;
}
