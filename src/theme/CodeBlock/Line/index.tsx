import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import { sameLine } from './same-line';

/**
 * The theme's code line, memoized. A code block re-renders once after hydration (it learns
 * whether it overflows, to offer word wrap); without this every line and token re-rendered
 * with it, over a thousand components on the specification page. The tokens of a line
 * and the prop getters are stable (plugins/prism-on-demand/highlight.tsx) while the code is.
 */
export default memo(Line, sameLine);
