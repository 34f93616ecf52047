// Modified copy of @docusaurus/theme-classic 3.10.2 lib/theme/CodeBlock/Line/index.js
// (registered in tests/support/upstream-copies.ts): see below.
import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import Line from '@theme-init/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { sameLine } from './same-line';
import { tokensHtml } from './tokens-html';

/**
 * A code line as the theme renders it (a `div` from getLineProps holding one `span` per
 * token and a `br`), but with the tokens handed to React as one HTML string. As elements,
 * each token was three React nodes to create and hydrate: nearly 3,500 on the specification
 * page. Lines with line numbers keep the theme's own component.
 */
function CodeLine(props: Props): ReactNode {
  const { line, classNames, showLineNumbers, getLineProps, getTokenProps } = props;
  if (showLineNumbers) return <Line {...props} />;
  const lineProps = getLineProps({ line, className: clsx(classNames) });
  return (
    <div {...lineProps} dangerouslySetInnerHTML={{ __html: tokensHtml(line, getTokenProps) }} />
  );
}

/**
 * Memoized: a code block re-renders once after hydration (it learns whether it overflows,
 * to offer word wrap), and its lines need not. The tokens of a line and the prop getters are
 * stable (plugins/speed/prism-on-demand/highlight.tsx) while the code is.
 */
export default memo(CodeLine, sameLine);
