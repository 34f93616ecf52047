import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

/**
 * Math in Markdown: remark-math parses `$…$` and `$$…$$`, rehype-katex renders it at build
 * time. The KaTeX stylesheet and fonts are bundled from node_modules (see src/css/custom.css),
 * so no page asks a CDN for them.
 */
export const math = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
};
