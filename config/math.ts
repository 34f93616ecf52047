import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathHtml from '../plugins/math-html';
import { speedOn } from './speed';

/**
 * Math in Markdown: remark-math parses `$…$` and `$$…$$`, and KaTeX renders it at build time
 * (plugins/math-html hands each formula to React as one HTML string). The KaTeX stylesheet
 * and fonts are bundled from node_modules (see src/css/custom.css), so no page asks a CDN.
 */
export const math = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [speedOn('math-html') ? rehypeMathHtml : rehypeKatex],
};
