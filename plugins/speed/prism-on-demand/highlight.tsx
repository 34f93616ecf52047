/**
 * Stands in for prism-react-renderer 2.4.1 dist/index.mjs (registered in
 * tests/support/upstream-copies.ts) in the site's bundles (index.ts aliases the package
 * here): the two exports the classic theme uses, `Highlight` and `Prism`, built on Prism's
 * own core and no grammar. The package's build defines a dozen grammars on load; setting
 * them up (each `insertBefore` walks every grammar) was a long task on every page with code.
 * Each page imports the grammars of its own code blocks instead
 * (plugins/speed/highlighted-code-import), after this module has put Prism's core in place.
 * Unlike the package, an empty line inside a one-type token (a block comment) also gets
 * `display: inline-block`; the upstream copies test records it.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
import { createElement, useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
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

interface ElementProps {
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (rendered: {
    className: string;
    style: CSSProperties;
    tokens: LineToken[][];
    getLineProps: (input: ElementProps & { line?: LineToken[] }) => ElementProps;
    getTokenProps: (input: ElementProps & { token: LineToken }) => ElementProps;
  }) => ReactNode;
}

function joinClasses(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function HighlightRenderer({ code, language: languageProp, theme, children }: HighlightProps) {
  const language = languageProp.toLowerCase();
  const styles = useMemo(() => stylesByType(theme, language), [theme, language]);
  const grammar = Prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return tokensToLines([code]);
    // The hooks let plugins of Prism take part, as the package does.
    const env = { code, grammar, language, tokens: [] as (string | Token)[] };
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    return tokensToLines(env.tokens);
  }, [code, grammar, language]);
  // Stable while the styles are, so that memoized lines
  // (../theme-components/theme/CodeBlock/Line) can skip re-rendering when only the block
  // around them changes.
  const getLineProps = useCallback(
    (input: ElementProps & { line?: LineToken[] }): ElementProps => {
      const { className, style, ...rest } = input;
      delete rest.line;
      return {
        ...rest,
        className: joinClasses('token-line', className),
        style: { ...styles.plain, ...style },
      };
    },
    [styles],
  );
  const getTokenProps = useCallback(
    (input: ElementProps & { token: LineToken }): ElementProps => {
      const { token, className, style, ...rest } = input;
      const plain = token.types.length === 1 && token.types[0] === 'plain';
      return {
        ...rest,
        className: joinClasses('token', ...token.types, className),
        children: token.content,
        style: {
          // An empty line's newline token keeps the line's height.
          ...(token.empty ? { display: 'inline-block' } : {}),
          ...(plain ? {} : Object.assign({}, ...token.types.map((type) => styles[type]))),
          ...style,
        },
      };
    },
    [styles],
  );
  return children({
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    tokens,
    getLineProps,
    getTokenProps,
  });
}

export function Highlight(props: HighlightProps) {
  return createElement(HighlightRenderer, props);
}
