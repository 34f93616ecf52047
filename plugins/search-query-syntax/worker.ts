/**
 * Search worker used in place of the search plugin's own: it loads the plugin's worker, which
 * exposes its SearchWorker class to the page, and extends that class's `search` so that a
 * query written in search syntax (see syntax.ts) goes to lunr's query parser. Plain queries
 * keep the plugin's behaviour untouched.
 */
import lunr from 'lunr';
// The plugin's worker module, imported under a query string so the module replacement that
// points the page at this file does not apply to it.
import { SearchWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js?original';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { parseSearchSyntax } from './syntax';

interface IndexedDocument {
  i: number;
  p?: number;
}

interface WrappedIndex {
  type: number;
  documents: IndexedDocument[];
  index: lunr.Index;
}

interface SearchWorkerLike {
  search(baseUrl: string, context: string, input: string, limit: number): Promise<unknown[]>;
  lowLevelFetchIndexes(
    baseUrl: string,
    context: string,
  ): Promise<{ wrappedIndexes: WrappedIndex[] }>;
}

const prototype = (SearchWorker as unknown as { prototype: SearchWorkerLike }).prototype;
const plainSearch = prototype.search;

prototype.search = async function search(this: SearchWorkerLike, baseUrl, context, input, limit) {
  const syntax = parseSearchSyntax(input);
  if (!syntax) return plainSearch.call(this, baseUrl, context, input, limit);
  const { wrappedIndexes } = await this.lowLevelFetchIndexes(baseUrl, context);
  const titles = wrappedIndexes[0]?.documents ?? [];
  const results: Record<string, unknown>[] = [];
  const seen = new Set<number>();
  for (const { documents, index, type } of wrappedIndexes) {
    if (syntax.indexes && !syntax.indexes.includes(type)) continue;
    let matches: lunr.Index.Result[];
    try {
      matches = index.search(syntax.query);
    } catch (error) {
      // Not a valid lunr query after all (e.g. a term the index pipeline removes entirely).
      if (error instanceof lunr.QueryParseError)
        return plainSearch.call(this, baseUrl, context, input, limit);
      throw error;
    }
    for (const match of matches) {
      if (results.length >= limit) break;
      const document = documents.find((doc) => String(doc.i) === match.ref);
      if (!document || seen.has(document.i)) continue;
      seen.add(document.i);
      results.push({
        document,
        type,
        page: type !== 0 && titles.find((doc) => doc.i === document.p),
        metadata: match.matchData.metadata,
        tokens: syntax.highlight,
        score: match.score,
      });
    }
  }
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return results;
};
