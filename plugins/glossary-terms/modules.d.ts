/** The definitions module of ./plugin.ts, as the browser's bundle resolves it. */
declare module '@glossary-definitions' {
  /** Each definition as HTML, by term slug; '' for each until loadDefinitions has resolved. */
  const definitions: Record<string, string>;
  export default definitions;
  export function loadDefinitions(): Promise<unknown>;
}
