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
 * The functions that need no React (tokens, styles) are in ./tokens.ts.
 */
import './prism-manual';
import { createElement, useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token } from 'prismjs';
import { Prism, stylesByType, tokensToLines, type LineToken } from './tokens';

export { Prism, stylesByType, tokensToLines, type LineToken };

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
