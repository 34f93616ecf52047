import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { pageKinds, type PageKind } from '@site/plugins/site-search/format';
import { useSearchIndex } from '@site/plugins/site-search/load';
import { searchDisplay } from '@site/config/search-display';
import Highlighted from '@site/src/components/SearchResults/Highlighted';
import SearchSyntaxHelp from '@site/src/components/SearchSyntaxHelp';
import { afterNextPaint } from '@site/src/components/SearchResults/after-paint';
import styles from './styles.module.css';

const kindLabels: Record<PageKind, string> = {
  [pageKinds.docs]: 'Docs',
  [pageKinds.reference]: 'Reference',
  [pageKinds.blog]: 'Blog',
  [pageKinds.page]: 'Page',
};

/**
 * /search/?q=…&version=…: every page that matches, each once, with its best sections. The
 * address holds the query, so a shared link shows the same results.
 */
export default function SearchPage(): ReactNode {
  const root = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  // The built page has no query; the address's is read once the page runs, after hydration.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const version = params.get('version') ?? '';
  const [typed, setQuery] = useState<string>();
  const query = typed ?? params.get('q') ?? '';
  const index = useSearchIndex(`${root}${version}`, isBrowser ? 'all' : 'none');

  // Typing keeps the address in step, without a history entry per key.
  useEffect(() => {
    if (typed === undefined) return;
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (version) next.set('version', version);
    const search = next.toString() ? `?${next.toString()}` : '';
    if (search !== location.search) history.replace({ ...location, search });
  }, [typed, query, version, history, location]);

  const groups = useMemo(
    () =>
      index.engine && index.complete && /[\p{L}\p{N}]/u.test(query)
        ? index.engine.search(query, searchDisplay.searchPage)
        : [],
    [index.engine, index.complete, query],
  );
  // The first pages with the task that finds them, the rest a few at a time in later tasks,
  // after a frame each, so that no single task lays out every result.
  const perTask: number = searchDisplay.searchPage.pagesPerTask;
  const [drawn, setDrawn] = useState({ groups, count: perTask });
  if (drawn.groups !== groups) setDrawn({ groups, count: perTask });
  const shown = groups.slice(0, drawn.count);
  const drawing = shown.length < groups.length;
  useEffect(
    () =>
      drawing
        ? afterNextPaint(() =>
            setDrawn((current) => ({ ...current, count: current.count + perTask })),
          )
        : undefined,
    [drawing, shown.length, perTask],
  );
  const heading = query.trim()
    ? `Search results for “${query.trim()}”`
    : 'Search the documentation';

  return (
    <Layout
      title="Search"
      description="Search the MACI documentation, the contract and code reference, and the blog."
    >
      <main>
        <div className="container margin-vert--lg">
          {/* Busy while the index loads and while results are still being drawn. */}
          <section
            className={styles.results}
            aria-busy={drawing || (!index.complete && !index.error && query.trim() !== '')}
          >
            <h1>{heading}</h1>
            <form role="search" onSubmit={(event) => event.preventDefault()}>
              <input
                type="search"
                name="q"
                className={styles.input}
                aria-label="Search"
                placeholder="Search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </form>
            {version && <p className={styles.scope}>Searching the docs under /{version}</p>}
            {index.error && <p role="alert">{index.error}</p>}
            {!index.error && !index.complete && query.trim() && <p>Loading the index…</p>}
            {index.complete && query.trim() && groups.length === 0 && (
              <p>No documents were found for “{query.trim()}”.</p>
            )}
            {/* With no query the guide takes the results' place; with one it follows them,
                out of view until the reader scrolls (src/css/custom.css reserves their room). */}
            {!query.trim() && <SearchSyntaxHelp className="margin-top--lg" />}
            {shown.map((group) => {
              const [pageRow, ...sections] = group.rows;
              return (
                <article key={group.page} className={styles.result}>
                  {/* The kind beside the heading, not in it: a heading of the link alone keeps
                      the link from reading as a link inside a line of text. */}
                  <div className={styles.titleRow}>
                    <h2 className={styles.title}>
                      <Link to={pageRow.url}>
                        <Highlighted segments={pageRow.label} />
                      </Link>
                    </h2>
                    <span className={styles.kind}>{kindLabels[group.kind]}</span>
                  </div>
                  {pageRow.snippet.length > 0 && (
                    <p className={styles.snippet}>
                      <Highlighted segments={pageRow.snippet} />
                    </p>
                  )}
                  {sections.length > 0 && (
                    <ul className={styles.sections}>
                      {sections.map((row) => (
                        <li key={row.section}>
                          <Link to={row.url}>
                            <Highlighted segments={row.label} />
                          </Link>
                          {row.snippet.length > 0 && (
                            <p className={styles.snippet}>
                              <Highlighted segments={row.snippet} />
                            </p>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </section>
        </div>
        {query.trim() && <SearchSyntaxHelp className="container margin-bottom--xl" />}
      </main>
    </Layout>
  );
}
