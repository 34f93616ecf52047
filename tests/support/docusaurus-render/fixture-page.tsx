import type { ReactNode } from 'react';
import type { PluginRouteContext } from '@docusaurus/types';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import LayoutProvider from '@theme/Layout/Provider';

// What Docusaurus gives the routes of the blog plugin, as the blog's pages are rendered.
const routeContext: PluginRouteContext = {
  plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' },
};

let shown: ReactNode = null;

/** Sets what the fixture route renders next. */
export function showOnFixturePage(node: ReactNode): void {
  shown = node;
}

/**
 * The theme's layout providers (color mode, navbar, …) around the node: the render test
 * replaces the theme's Layout, whose navbar and footer are no part of any comparison, with
 * Docusaurus's bare fallback Layout.
 */
export function FixturePage(): ReactNode {
  return (
    <RouteContextProvider value={routeContext}>
      <LayoutProvider>{shown}</LayoutProvider>
    </RouteContextProvider>
  );
}
