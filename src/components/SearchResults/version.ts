import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';

export interface SearchVersion {
  /** Where the version's index files are: the site root for the latest version. */
  base: string;
  /** The search page's `version` parameter; '' for the latest version. */
  parameter: string;
}

/**
 * The docs version to search: the one being read, else the reader's preferred one (where
 * the navbar's Documentation link leads), else the latest.
 */
export function useSearchVersion(): SearchVersion {
  const root = useBaseUrl('/');
  const [version] = useDocsVersionCandidates();
  if (!version || version.isLast) return { base: root, parameter: '' };
  const base = `${version.path.replace(/\/$/, '')}/`;
  return { base, parameter: base.slice(root.length) };
}

/** The search page's address for a query in a version. */
export function searchPageUrl(root: string, query: string, version: SearchVersion): string {
  const params = new URLSearchParams({ q: query });
  if (version.parameter) params.set('version', version.parameter);
  return `${root}search/?${params.toString()}`;
}
