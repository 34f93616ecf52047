// The markup of @docusaurus/theme-classic 3.10.2 lib/theme/CodeBlock/Line/Token/index.js (a
// token's span) and of the line's end in Line/index.js, written as an HTML string (registered
// in tests/support/upstream-copies.ts).
import type { CSSProperties } from 'react';
import type { Props } from '@theme/CodeBlock/Line';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** `{ fontStyle: 'italic' }` → `font-style:italic`, as React writes inline styles. */
export function styleAttribute(style: CSSProperties | undefined): string {
  return Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      const property = name.startsWith('--')
        ? name
        : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `${property}:${String(value)}`;
    })
    .join(';');
}

/**
 * The tokens of one code line as HTML: one `<span>` per token with the class and style of
 * getTokenProps, the markup the theme's line tokens render, then the line's `<br>`. The
 * theme's code line swaps a line that is only a newline for an empty token first (its `<br>`
 * already ends the line); so does this.
 */
export function tokensHtml(line: Props['line'], getTokenProps: Props['getTokenProps']): string {
  const only = line.length === 1 ? line[0] : undefined;
  const tokens = only && only.content === '\n' ? [{ ...only, content: '' }] : line;
  const spans = tokens.map((token) => {
    const { className, style, children } = getTokenProps({ token });
    const css = styleAttribute(style);
    const attributes = `${className ? ` class="${escapeHtml(className)}"` : ''}${
      css ? ` style="${escapeHtml(css)}"` : ''
    }`;
    return `<span${attributes}>${escapeHtml(String(children ?? ''))}</span>`;
  });
  return `${spans.join('')}<br>`;
}
