import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

/*
 * The highlighted code block (Prism and its grammars, about 37 KB gzip) is its own chunk,
 * requested only by pages that show code; without this, every docs page loaded it through
 * the MDX components. The static HTML always has the highlighted block; while the chunk
 * loads, hydration keeps that HTML as it is, so readers never see the fallback there.
 */
const HighlightedCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    <pre className="prism-code">
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
