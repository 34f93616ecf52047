import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Does the block's code overflow it sideways, or is wrapping on (the theme's own test)? */
function isCodeScrollable(pre: HTMLPreElement): boolean {
  return (
    pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'))
  );
}

/**
 * The theme's word-wrap state for a code block (what `useCodeWordWrap` returns), measured
 * without forcing a layout. The theme measures every block in an effect right after
 * hydration: on a long page each reading laid out the whole document again, and the blocks
 * that overflow then re-rendered in one task that could not be split. Here a ResizeObserver
 * measures each block after a layout the browser does anyway (and again whenever the block
 * changes size: a wider window, a tab that shows it, wrapping turned on or off; a block in
 * a part of the page not drawn yet is measured once drawn). The result is applied as a
 * transition, which React renders in slices between other work.
 */
export function useMeasuredWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => {
      const measured = isCodeScrollable(pre);
      startTransition(() => setScrollable(measured));
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Wrapped code never scrolls sideways, however long a word or token is.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
    // A click: measuring at once, as the theme does, costs one layout of this block.
    setScrollable(isCodeScrollable(pre));
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable: scrollable, toggle };
}
