/** Untyped modules of @easyops-cn/docusaurus-search-local that the search worker extends. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js?original' {
  export const SearchWorker: new () => unknown;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: unknown[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}
