import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

/**
 * Math in Markdown: remark-math parses `$…$` and `$$…$$`, and KaTeX renders it at build time
 * (the speed module's math-html group hands each formula to React as one HTML string instead).
 * The KaTeX stylesheet and fonts are bundled from node_modules (see src/css/custom.css), so no
 * page asks a CDN.
 */
export const math = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
};
