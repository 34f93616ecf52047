import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Local search index, built at build time; SPEC §9 sets the limits. */
export const search: Partial<PluginOptions> = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  docsDir: 'versioned_docs',
  blogRouteBasePath: '/blog',
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  // KaTeX renders each formula twice (MathML plus a visual copy) and keeps its TeX source in
  // an annotation; index the MathML text once, so snippets do not read "ePkePkePk".
  ignoreCssSelectors: ['.katex-html', '.katex-mathml annotation'],
};
