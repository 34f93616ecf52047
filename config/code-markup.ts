import {
  componentName as plannerComponent,
  plannerCodeLanguages,
} from '../plugins/deployment-planner/remark';
import remarkHighlightedCodeImport from '../plugins/highlighted-code-import';
import rehypeInlineCodeElement from '../plugins/runtime/inline-code-element';
import { speedOn, whenOn } from './speed';

/**
 * How code in Markdown is handed to React, for docs, blog posts and pages alike: pages with
 * a code block import the highlighted code block and their languages' grammars themselves,
 * and inline code renders as a plain `<code>` element. Both are speed measures
 * (config/speed.ts). Components that show code blocks name their languages here.
 */
export const codeRemarkPlugins = whenOn('prism', [
  remarkHighlightedCodeImport,
  { componentLanguages: { [plannerComponent]: plannerCodeLanguages } },
]);
export const codeRehypePlugins = whenOn('inline-code-element', rehypeInlineCodeElement);

/**
 * With the prism group off, every page loads the highlighted code block, as the stock theme
 * does: src/theme/CodeBlock takes it from a registry that only pages with code fill when the
 * group is on, and an empty registry in the browser would not match the server's markup.
 */
export const codeClientModules = speedOn('prism')
  ? []
  : ['./src/components/HighlightedCodeBlock/index.tsx'];
