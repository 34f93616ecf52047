import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import { useActivePlugin, useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';

/**
 * The search plugin searches the docs version of the page it is on, and the latest version
 * on pages outside the docs (blog, home, roadmap). There it should search the reader's
 * preferred version instead, the one the navbar's Documentation link leads to.
 *
 * The plugin reads the version from the current path, so on those pages the search bar is
 * rendered under a router location whose path is the preferred version's (a controlled
 * <Switch location>, the same device Docusaurus uses to keep the old page during a
 * navigation). Not while the URL carries search highlights: clearing them navigates to the
 * path the search bar sees.
 */
export default function SearchBarWrapper(): ReactNode {
  const location = useLocation();
  const activePlugin = useActivePlugin();
  const { preferredVersion } = useDocsPreferredVersion();
  const followPreferred =
    !activePlugin &&
    preferredVersion !== null &&
    !preferredVersion.isLast &&
    !new URLSearchParams(location.search).has('_highlight');
  const pathname = followPreferred ? `${preferredVersion.path}/` : location.pathname;
  return renderRoutes(
    [{ render: () => <SearchBar /> }],
    {},
    { location: { ...location, pathname } },
  );
}
