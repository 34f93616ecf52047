import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory } from '@docusaurus/router';
import type { ResultGroup, SearchEngine } from '@site/plugins/site-search/engine';
import { useSearchIndex } from '@site/plugins/site-search/load';
import { appendNewPages } from '@site/plugins/site-search/merge';
import { firstFrameGroups } from '@site/plugins/site-search/first-frame';
import { searchDisplay } from '@site/config/search-display';
import Highlighted from '@site/src/components/SearchResults/Highlighted';
import { searchPageUrl, useSearchVersion } from '@site/src/components/SearchResults/version';
import { afterNextPaint } from '@site/src/components/SearchResults/after-paint';
import styles from './styles.module.css';

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

// A layout effect has nothing to measure on the server, where React warns about one.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface View {
  query: string;
  complete: boolean;
  engine?: SearchEngine;
  groups: ResultGroup[];
}

/**
 * The navbar's search box: an ARIA combobox whose listbox shows up to eight pages, each
 * with its best sections. Ctrl/Cmd+K focuses it; arrows move, Enter opens, Escape closes,
 * Tab reaches "See all results".
 */
export default function SearchBar(): ReactNode {
  const id = useId();
  const listId = `${id}-list`;
  const root = useBaseUrl('/');
  const history = useHistory();
  const version = useSearchVersion();
  const input = useRef<HTMLInputElement>(null);
  const seeAll = useRef<HTMLAnchorElement>(null);
  const [intent, setIntent] = useState<'none' | 'outline' | 'all'>('none');
  const showIntent = () => setIntent((current) => (current === 'none' ? 'outline' : current));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const isMac = useIsBrowser() && /Mac|iP(hone|ad)/.test(navigator.platform);
  const index = useSearchIndex(version.base, intent);
  const engine = index.engine;
  const limits = searchDisplay.suggestions;

  // Results for the query as typed, worked out when the query or the index changes; when
  // the text arrives, the same query's list grows below what is shown.
  const [view, setView] = useState<View>({ query: '', complete: false, groups: [] });
  // A new list is drawn in two frames: the rows in view with the keystroke, the rest after.
  const [allDrawn, setAllDrawn] = useState(true);
  if (view.query !== query || view.complete !== index.complete || view.engine !== engine) {
    const fresh = engine && hasWord(query) ? engine.search(query, limits) : [];
    const upgrade = view.query === query && view.engine === engine && index.complete;
    setView({
      query,
      complete: index.complete,
      engine,
      groups: upgrade ? appendNewPages(view.groups, fresh, limits.pages) : fresh,
    });
    if (!upgrade) {
      setActive(0);
      setAllDrawn(firstFrameGroups(fresh, limits.firstFrameRows).length === fresh.length);
    }
  }
  const popup = useRef<HTMLDivElement>(null);
  // Before the first frame is painted: when its rows do not fill the box (short rows, without
  // snippets), the rest would arrive in view, so they are drawn in this frame after all.
  useClientLayoutEffect(() => {
    const box = popup.current;
    if (!allDrawn && box && box.scrollHeight <= box.clientHeight) setAllDrawn(true);
  }, [allDrawn, view]);
  useEffect(
    () => (allDrawn ? undefined : afterNextPaint(() => setAllDrawn(true))),
    [allDrawn, view],
  );
  const groups = allDrawn ? view.groups : firstFrameGroups(view.groups, limits.firstFrameRows);

  // The first answer comes from the outline; the text follows once it is on screen and the
  // page is idle, so that it never competes with that answer.
  const answered = engine !== undefined && hasWord(query);
  useEffect(() => {
    if (!answered || intent === 'all') return undefined;
    const loadText = () => setIntent('all');
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(loadText, 50);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(loadText);
    return () => window.cancelIdleCallback(handle);
  }, [answered, intent]);

  const rows = useMemo(
    () =>
      groups.flatMap((group, g) => group.rows.map((row, r) => ({ row, key: `${id}-${g}-${r}` }))),
    [groups, id],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        showIntent();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const expanded = open && hasWord(query) && engine !== undefined;
  const activeRow = expanded ? rows[Math.min(active, rows.length - 1)] : undefined;
  const allResults = searchPageUrl(root, query.trim(), version);

  const close = useCallback(() => setOpen(false), []);
  const go = (url: string) => {
    close();
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (rows.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      if (!hasWord(query)) return;
      event.preventDefault();
      go(activeRow?.row.url ?? allResults);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      close();
    } else if (event.key === 'Tab' && !event.shiftKey && expanded && seeAll.current) {
      event.preventDefault();
      seeAll.current.focus();
    }
  };

  return (
    <div
      className={styles.search}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <input
        ref={input}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-owns={listId}
        aria-activedescendant={activeRow?.key}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onMouseEnter={showIntent}
        onFocus={() => {
          showIntent();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {!query && (
        <kbd className={styles.hint} aria-hidden="true">
          {isMac ? '⌘' : 'ctrl'} K
        </kbd>
      )}
      <div ref={popup} className={styles.popup} hidden={!expanded}>
        <div
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          // Busy until the full text has arrived and the whole list is drawn: more pages may
          // still join it.
          aria-busy={!index.complete || !allDrawn}
          className={styles.list}
        >
          {groups.map((group, g) => (
            <div role="group" aria-label={group.title} key={group.page}>
              {group.rows.map((row, r) => {
                const key = `${id}-${g}-${r}`;
                return (
                  <a
                    key={key}
                    id={key}
                    role="option"
                    aria-selected={activeRow?.key === key}
                    tabIndex={-1}
                    href={row.url}
                    className={r === 0 ? styles.page : styles.section}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(rows.findIndex((item) => item.key === key))}
                    onClick={(event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                        return;
                      event.preventDefault();
                      go(row.url);
                    }}
                  >
                    <span className={styles.label}>
                      <Highlighted segments={row.label} />
                    </span>
                    {row.snippet.length > 0 && (
                      <span className={styles.snippet}>
                        <Highlighted segments={row.snippet} />
                      </span>
                    )}
                  </a>
                );
              })}
            </div>
          ))}
          {groups.length === 0 && index.complete && (
            <div role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>
              No results
            </div>
          )}
        </div>
        {groups.length === 0 && !index.complete && <p className={styles.empty}>Searching…</p>}
        {index.error && <p className={styles.empty}>{index.error}</p>}
        <Link
          ref={seeAll}
          to={allResults}
          className={styles.seeAll}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              input.current?.focus();
            }
          }}
          onClick={close}
        >
          See all results
        </Link>
      </div>
    </div>
  );
}
