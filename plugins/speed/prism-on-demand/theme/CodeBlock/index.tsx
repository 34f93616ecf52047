import { createElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { getHighlightedCodeBlock } from '../../code-block/registry';

/*
 * Every docs page used to load Prism, a large library, through the MDX components, code
 * or not. The highlighted block now comes from the page's own chunk (registry.ts); the
 * plain block below only shows if some page renders a code block without that import.
 */
export default function CodeBlock(props: Props): ReactNode {
  // Provided once, when the first page with code loads, and never replaced: the same
  // component type on every render.
  const highlighted = getHighlightedCodeBlock();
  if (highlighted) return createElement(highlighted, props);
  return (
    <pre className="prism-code">
      <code>{props.children}</code>
    </pre>
  );
}
