import remarkHighlightedCodeImport from '../plugins/highlighted-code-import';
import rehypeInlineCodeElement from '../plugins/runtime/inline-code-element';
import { whenOn } from './speed';

/**
 * How code in Markdown is handed to React, for docs, blog posts and pages alike: pages with
 * a code block import the highlighted code block themselves, and inline code renders as a
 * plain `<code>` element. Both are speed measures (config/speed.ts).
 */
export const codeRemarkPlugins = whenOn('prism', remarkHighlightedCodeImport);
export const codeRehypePlugins = whenOn('inline-code-element', rehypeInlineCodeElement);
