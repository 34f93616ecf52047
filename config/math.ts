import path from 'node:path';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathHtml from '../plugins/math-html';
import mathHtmlPlugin from '../plugins/math-html/plugin';
import { local } from './reference';
import { speedOn, whenOn } from './speed';

/** The pages' formula modules (plugins/math-html), beside the bundler's cache and cleared with it. */
const storeDir = path.join(__dirname, '..', 'node_modules', '.cache', 'math-html');

/**
 * Math in Markdown: remark-math parses `$…$` and `$$…$$`, and KaTeX renders it at build time
 * (plugins/math-html hands each formula to React as one HTML string). The KaTeX stylesheet
 * and fonts are bundled from node_modules (see src/css/custom.css), so no page asks a CDN.
 */
export const math = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [speedOn('math-html') ? [rehypeMathHtml, { storeDir }] : rehypeKatex],
  plugins: whenOn('math-html', local(mathHtmlPlugin, { storeDir })),
};
