/** `@generated/routesChunkNames` for the client module tests: route path plus hash → chunks. */
const routesChunkNames: Record<string, unknown> = {
  '/blog/-a1b': {
    __comp: 'comp-blog-list',
    __props: 'props-blog',
    items: [{ content: 'post-a' }, { content: 'post-b' }],
    sidebar: {},
  },
  '/docs-c2d': { __comp: 'comp-docs-root', __props: 'props-docs' },
  '/docs/quickstart/-e3f': { __comp: 'comp-doc', content: 'content-quickstart' },
  '/docs/café/-f40': { __comp: 'comp-doc', content: 'merged-away' },
  '/docs/reference-8cd': { __comp: 'comp-reference-root' },
  '/docs/reference/cli/-9ab': { __comp: 'comp-doc', content: 'content-cli' },
};

export default routesChunkNames;
