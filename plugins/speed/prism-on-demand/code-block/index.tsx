// Copy of @docusaurus/theme-classic 3.10.2 lib/theme/CodeBlock/index.js (registered in
// tests/support/upstream-copies.ts); the change is described below. Imported for its effect
// by every Markdown page with code (see ./registry.ts).
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from './StringContent';
import { provideHighlightedCodeBlock } from './registry';

/**
 * The classic theme's code block, minus its remount after hydration: the theme keys the
 * block on "is browser" so that dark mode replaces the server's light Prism colors, which
 * rebuilt every code block (and restyled the whole page) right after start-up. The colors
 * are CSS variables here (config/prism.ts), so the server markup is already right.
 */
function HighlightedCodeBlock({ children, ...props }: Props): ReactNode {
  // Text children are joined into one string so the block can highlight and copy them;
  // JSX children (`<pre><Custom /></pre>` in MDX) are shown as they are.
  const hasElements = Children.toArray(children).some((child) => isValidElement(child));
  if (hasElements) return <ElementContent {...props}>{children}</ElementContent>;
  const code = Array.isArray(children) ? children.join('') : String(children ?? '');
  return <StringContent {...props}>{code}</StringContent>;
}

provideHighlightedCodeBlock(HighlightedCodeBlock);
