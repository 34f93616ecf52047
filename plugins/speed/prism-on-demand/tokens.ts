/**
 * The build-free half of highlight.tsx: Prism's core, the theme's styles by token type and
 * Prism's tokens as lines. A module of its own, without React or JSX, so that build-time code
 * (the error reference's code blocks, plugins/error-reference/code-html.ts) highlights with
 * the same functions as the pages' code blocks.
 */
import Prism from 'prismjs/components/prism-core';
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token, TokenStream } from 'prismjs';

export { Prism };

/** A run of text within one line and the token types it is nested in, outermost first. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

type Styles = Record<string, CSSProperties>;

/** The theme's styles for one language, by token type; `root` styles the whole block. */
export function stylesByType(theme: PrismTheme, language: string): Styles {
  const styles: Styles = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = { ...styles[type], ...(style as CSSProperties) };
  }
  styles.root = theme.plain as CSSProperties;
  styles.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return styles;
}

/** A line with no text still needs one (newline) token so that it keeps its height. */
function closeLine(line: LineToken[]): void {
  const only = line[0];
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && only && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

/** Flattens Prism's token tree into lines of typed text runs. */
export function tokensToLines(tokens: (string | Token)[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const visit = (stream: (string | Token)[], outer: string[]) => {
    for (const token of stream) {
      let types = outer.length > 0 ? outer : ['plain'];
      let content: TokenStream;
      if (typeof token === 'string') content = token;
      else {
        types = [...outer];
        for (const type of [token.type, ...[token.alias ?? []].flat()]) {
          if (types.at(-1) !== type) types.push(type);
        }
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types);
        continue;
      }
      content.split(/\r\n|\r|\n/).forEach((text, index) => {
        if (index > 0) {
          closeLine(lines.at(-1) ?? []);
          lines.push([]);
        }
        lines.at(-1)?.push({ types, content: text });
      });
    }
  };
  visit(tokens, []);
  closeLine(lines.at(-1) ?? []);
  return lines;
}
