/**
 * The error reference's lookup box: the reader pastes what a tool printed and is taken to
 * the entry it names. The matching (plugins/error-reference/lookup.ts) and the entries'
 * index (built with the site, from the installed packages; plugins/error-reference/plugin.ts)
 * load in a chunk of their own when the reader first focuses the box, so that a reader who
 * only reads the page never loads them. The page is a complete list without this box, which
 * only this page loads.
 */
import React, { useId, useState, type ReactNode } from 'react';
import type { LookupEntry, LookupMatch } from '../../../plugins/error-reference/lookup';
import styles from './styles.module.css';

type Find = (input: string) => LookupMatch[];

let finder: Promise<Find> | undefined;

/** The matching and the index, loaded once. */
function loadFinder(): Promise<Find> {
  finder ??= Promise.all([
    import('../../../plugins/error-reference/lookup'),
    import('@error-lookup-entries'),
  ]).then(
    ([{ findEntries }, { default: entries }]) =>
      (input: string) =>
        findEntries(input, entries as LookupEntry[]),
  );
  return finder;
}

/** Moves the reader to an entry as a click on a link to it would, and gives it focus. */
function go(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // A real same-page link: the browser scrolls, records the address in the history, and the
  // site's long-page handling draws every block first, so the position is exact.
  const link = document.createElement('a');
  link.href = `#${id}`;
  document.body.append(link);
  link.click();
  link.remove();
  focusEntry(target);
}

/** Keyboard and screen reader users land on the entry too. */
function focusEntry(target: HTMLElement): void {
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export default function ErrorLookup(): ReactNode {
  const [input, setInput] = useState('');
  const [matches, setMatches] = useState<LookupMatch[] | undefined>(undefined);
  const fieldId = useId();
  const hintId = useId();

  const submit = (event: { preventDefault: () => void }): void => {
    event.preventDefault();
    void loadFinder().then((find) => {
      const found = find(input);
      setMatches(found);
      const [first] = found;
      if (first) go(first.entry.id);
    });
  };

  return (
    <form className={styles.lookup} onSubmit={submit} role="search" aria-label="Error lookup">
      <label htmlFor={fieldId} className={styles.label}>
        Paste the error as your tool printed it
      </label>
      <p id={hintId} className={styles.hint}>
        A selector (<code>0x5e4af53a</code>), an error name, a <code>[✗]</code> line, the{' '}
        <code>Error at message index</code> lines of <code>genProofs</code> or a whole stack trace
        is enough.
      </p>
      <div className={styles.row}>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          className={styles.field}
          rows={3}
          spellCheck={false}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onFocus={() => void loadFinder()}
          onKeyDown={(event) => {
            // Enter finds; Shift+Enter keeps a new line for pasting by hand.
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <button type="submit" className="button button--primary">
          Find
        </button>
      </div>
      <div aria-live="polite" className={styles.result}>
        {matches?.length === 0 && (
          <p>
            No entry matches that text. Check that it holds the selector or the message, or browse
            the sections below.
          </p>
        )}
        {matches && matches.length > 0 && (
          <>
            <p>
              {matches.length === 1 ? 'One entry matches' : `${matches.length} entries match`}; the
              page has moved to the first.
            </p>
            <ul>
              {matches.map(({ entry, reason }) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    onClick={() => {
                      const target = document.getElementById(entry.id);
                      if (target) focusEntry(target);
                    }}
                  >
                    <code>{entry.label}</code>
                  </a>{' '}
                  <span className={styles.reason}>({reason})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </form>
  );
}
