// Copy of @docusaurus/theme-common 3.10.2 lib/hooks/useCodeWordWrap.js (registered in
// tests/support/upstream-copies.ts), with the measuring changed as described below.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeBlockContextProvider } from '@docusaurus/theme-common/internal';

type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

/**
 * The code block's word-wrap state, as the theme's hook keeps it, but measured from a
 * ResizeObserver instead of in an effect. The theme read each block's scroll width as soon
 * as it mounted: one forced layout per block (60 on the CLI page) right after hydration,
 * which also made the browser lay out the long pages' skipped blocks (src/css/long-pages.css)
 * at once. The observer reports a block after a layout the browser does anyway, when the
 * block is first drawn, and again when its size or its code's width changes (a wider window,
 * late fonts, a tab that shows it, wrapping switched on or off).
 */
export function useObservedWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long tokens (hashes, addresses) wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const code = block.querySelector('code');
    const observer = new ResizeObserver(() => {
      setIsCodeScrollable(
        block.scrollWidth > block.clientWidth || Boolean(code?.hasAttribute('style')),
      );
    });
    observer.observe(block);
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
