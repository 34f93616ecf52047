import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import type { LazyFormulas } from './lazy';

interface Props {
  /** The page's formulas as HTML: the strings on the server, their loader in the browser. */
  formulas: readonly string[] | LazyFormulas;
  /** This formula's index among them. */
  i: number;
  display?: boolean;
}

/**
 * One formula of a page's formula store (plugins/speed/math-html). On a page the server rendered,
 * the browser has not loaded the formulas: it hydrates an empty `__html`, and React keeps the
 * server's markup for an element with `dangerouslySetInnerHTML` as it is. When the browser
 * renders the page itself (after a client-side navigation), the page's store started
 * loading them when its module ran (on hovering the link, often); if they have not arrived
 * yet, the element starts empty and they are filled in once loaded.
 */
export default function MathHtml({ formulas, i, display = false }: Props): ReactNode {
  // Either element type; the effect only asks whether it has children.
  const element = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const html = typeof formulas === 'function' ? formulas.loaded?.[i] : formulas[i];
  useEffect(() => {
    if (html !== undefined || typeof formulas !== 'function') return;
    if (element.current?.hasChildNodes()) return; // the server's markup, kept
    void formulas().then(loaded);
  }, [formulas, html]);
  const Tag = display ? 'div' : 'span';
  return (
    <Tag ref={element} dangerouslySetInnerHTML={{ __html: html ?? '' }} suppressHydrationWarning />
  );
}
