/**
 * One run of the error reference's list, drawn from an HTML string
 * (plugins/error-reference/list-html.ts). On the server the string is there: the page's HTML
 * holds the whole list, and Docusaurus's link checker is told about its anchors and links.
 * In the browser, a page from the server hydrates an empty `__html`, and React keeps the
 * server's markup of such an element; a page the browser renders itself (after a client-side
 * navigation) loads the strings and fills them in, then goes to the address's entry.
 *
 * The strings carry the list's code blocks too, highlighted at build time
 * (plugins/error-reference/code-html.ts). As the theme does, the HTML has no copy buttons
 * (they need a script): this component adds them once it has hydrated, and copies on their
 * clicks.
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

/** The theme's copy button (CodeBlock/Buttons/CopyButton, its icons @theme/Icon/…). */
const copyButtonHtml =
  '<div class="error-code__buttons"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn error-code__copy"><span class="error-code__icons" aria-hidden="true">' +
  '<svg viewBox="0 0 24 24" class="error-code__icon"><path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"/></svg>' +
  '<svg viewBox="0 0 24 24" class="error-code__success"><path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z"/></svg>' +
  '</span></button></div>';

let copyButton: HTMLTemplateElement | undefined;

/** Gives each code block under `node` that has none a copy button. */
function addCopyButtons(node: HTMLElement): void {
  for (const content of node.querySelectorAll('.error-code__content')) {
    if (content.querySelector('.error-code__buttons')) continue;
    if (!copyButton) {
      copyButton = document.createElement('template');
      copyButton.innerHTML = copyButtonHtml;
    }
    content.append(copyButton.content.cloneNode(true));
  }
}

/**
 * Keeps `target` where a jump to it put it. Entries far from the screen are laid out only
 * when they come near it (styles.module.css), with a guessed height until then; after a jump
 * (a link to an entry, the lookup, back or forward, or the page opened at an entry's address
 * on a slow phone), the entries drawn next to the target can change the height above it and
 * move it. So, two frames after the browser has scrolled (the entries near the screen are
 * drawn by then), scroll to it again, until it stays. `landed`: the page opened at the
 * address, and the reader may have scrolled since; left alone once it is out of the window.
 */
function keepInView(target: HTMLElement, landed = false, tries = 8): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const top = target.getBoundingClientRect().top;
      if (tries === 0 || Math.abs(top - margin) < 2) return;
      if (landed && (top < 0 || top > window.innerHeight)) return;
      target.scrollIntoView();
      keepInView(target, landed, tries - 1);
    }),
  );
}

/** The element the address's hash names, if this run holds it. */
function hashTarget(run: HTMLElement | null): HTMLElement | undefined {
  if (!run || !window.location.hash) return undefined;
  const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  return target && run.contains(target) ? target : undefined;
}

/** How long a copy button shows "Copied", as the theme's does. */
const copiedMs = 1000;

async function copyText(text: string): Promise<void> {
  // The clipboard API exists in secure contexts only (HTTPS, localhost).
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
  return undefined;
}

/** A click on a code block's copy button: its code to the clipboard, then "Copied" for a while. */
function copyCode(event: MouseEvent): boolean {
  const button = (event.target as Element | null)?.closest?.('button.error-code__copy');
  const code = button?.closest('.error-code')?.querySelector('code');
  if (!button || !code) return false;
  // Lines are elements ending in <br>: their texts, one a line, are the code.
  const text = Array.from(code.children, (line) => line.textContent ?? '').join('\n');
  const label = button.getAttribute('data-label') ?? button.getAttribute('aria-label') ?? '';
  void copyText(text).then(() => {
    button.setAttribute('data-label', label);
    button.setAttribute('aria-label', 'Copied');
    button.classList.add('error-code__copy--copied');
    window.setTimeout(() => {
      button.setAttribute('aria-label', label);
      button.classList.remove('error-code__copy--copied');
    }, copiedMs);
  });
  return true;
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
    if (!lazy || !html) return;
    const target = hashTarget(element.current);
    if (!target) return;
    target.scrollIntoView();
    keepInView(target);
  }, [html, lazy]);

  useEffect(() => {
    // The page opened at an entry's address: the browser has scrolled to it as it loaded.
    const landed = hashTarget(element.current);
    if (landed) keepInView(landed, true);
    // A jump within the page (links, the lookup, back and forward) ends with a hashchange.
    const onHashChange = (): void => {
      const target = hashTarget(element.current);
      if (target) keepInView(target);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    // The server's markup, or the strings just filled in.
    if (element.current) addCopyButtons(element.current);
  }, [html]);

  useEffect(() => {
    // One listener for the run's links and copy buttons: the site's pages open without a full
    // page load.
    const node = element.current;
    if (!node) return undefined;
    const onClick = (event: MouseEvent): void => {
      if (copyCode(event)) return;
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
