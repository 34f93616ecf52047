/**
 * One run of the error reference's list, drawn from an HTML string
 * (plugins/error-reference/list-html.ts). On the server the string is there: the page's HTML
 * holds the whole list, and Docusaurus's link checker is told about its anchors and links.
 * In the browser, a page from the server hydrates an empty `__html`, and React keeps the
 * server's markup of such an element; a page the browser renders itself (after a client-side
 * navigation) loads the strings and fills them in, then goes to the address's entry.
 */
import React, { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { LazyStrings } from '../../../plugins/string-store/lazy';
import styles from './styles.module.css';

interface Props {
  /** The list's strings on the server, their loader in the browser. */
  parts: readonly string[] | LazyStrings;
  /** This run's index among them. */
  i: number;
}

/** `&amp;` and `&quot;` back to text, as the serializer wrote them in attributes. */
const unescape = (value: string): string => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** A left click on a link to another page of the site, without a key that opens a new tab. */
function internalPath(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || link.target) return undefined;
  // A file of the build (an .md twin, a .txt) is no route of the site's own.
  if (/\.[a-z0-9]+(?:[?#]|$)/i.test(href.split('#')[0] ?? '')) return undefined;
  return href;
}

export default function ErrorListPart({ parts, i }: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const lazy = typeof parts === 'function';
  const html = lazy ? parts.loaded?.[i] : parts[i];
  const brokenLinks = useBrokenLinks();
  const history = useHistory();

  if (!lazy && html) {
    // The server's render: the checker sees these as it sees Link's and Heading's.
    for (const [, id] of html.matchAll(/ id="([^"]+)"/g)) brokenLinks.collectAnchor(unescape(id));
    for (const [, href] of html.matchAll(/<a href="([^"]+)"/g))
      brokenLinks.collectLink(unescape(href));
  }

  useEffect(() => {
    if (html !== undefined || !lazy) return;
    if (element.current?.hasChildNodes()) return; // the server's markup, kept
    void parts().then(loaded);
  }, [parts, html, lazy]);

  useEffect(() => {
    // Filled in after a client-side navigation: the entry the address names exists only now.
    if (!lazy || !html || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target && element.current?.contains(target)) target.scrollIntoView();
  }, [html, lazy]);

  useEffect(() => {
    // One listener for the run's links: the site's pages open without a full page load.
    const node = element.current;
    if (!node) return undefined;
    const onClick = (event: MouseEvent): void => {
      const href = internalPath(event);
      if (!href) return;
      event.preventDefault();
      history.push(href);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [history]);

  return (
    <div
      ref={element}
      className={`markdown ${styles.part}`}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      suppressHydrationWarning
    />
  );
}
