/**
 * Docusaurus plugin: a not-found page for each older docs version, at `<version path>/404/`
 * (`/docs/v0.x/404/`), which the web server sends for unknown paths under that version. (A
 * route ending in `.html` would still get the site's trailing slash, so it is a plain page.)
 *
 * Why: the site-wide `/404.html` is rendered outside any docs version, so its navbar shows the
 * latest version's links. Served at `/docs/v0.x/unknown/`, the client renders the navbar for
 * v0.x, React finds the server's HTML different (errors #418 and #423) and throws it away.
 * A copy rendered at a path inside the version has the navbar the client renders there.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { versionNotFoundPaths } from './paths';

export default function versionNotFoundPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-not-found',
    allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('version-not-found: the docs plugin has no loaded content');
      for (const path of versionNotFoundPaths(docs.loadedVersions, context.baseUrl)) {
        actions.addRoute({ path, component: '@theme/NotFound', exact: true });
      }
    },
  };
}
