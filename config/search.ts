import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Landing pages of the generated references (contract and code). */
const referenceRoots = ['/docs/solidity-docs/', '/docs/typedoc/'];

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
  ignoreCssSelectors: [
    '.katex-html',
    '.katex-mathml annotation',
    // Generated reference pages (found by their breadcrumb) are indexed by title and
    // headings only: every contract member and TypeScript symbol has a heading, and their
    // full text would make the latest version's index several times larger.
    ...referenceRoots.map(
      (root) =>
        `.main-wrapper:has(a.breadcrumbs__link[href="${root}"]) article .markdown > :not(h1, h2, h3, header)`,
    ),
  ],
};
