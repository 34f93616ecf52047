/**
 * Renders a React node as Docusaurus's server entry renders a page (the same providers,
 * router, head collection and App), at the fixture site's one route. Bundled by
 * theme-bundle.ts together with the components under test.
 */
import type { ReactNode } from 'react';
import serverRender from '@docusaurus/core/lib/client/serverEntry';
import { fixturePath } from './fixture-path';
import { showOnFixturePage } from './fixture-page';

interface ServerRendered {
  html: string;
  collectedData: {
    metadata: {
      internal: Record<
        'htmlAttributes' | 'bodyAttributes' | 'title' | 'meta' | 'link' | 'script',
        string
      >;
    };
  };
}

const render: (params: {
  pathname: string;
  v4RemoveLegacyPostBuildHeadAttribute: boolean;
}) => Promise<ServerRendered> = serverRender;

export interface RenderedPage {
  /** The page's HTML inside the app container. */
  html: string;
  /** What the page puts in the head and on the html and body elements. */
  head: string;
}

export async function renderPage(node: ReactNode): Promise<RenderedPage> {
  showOnFixturePage(node);
  const { html, collectedData } = await render({
    pathname: fixturePath,
    v4RemoveLegacyPostBuildHeadAttribute: true,
  });
  const { internal } = collectedData.metadata;
  const head = [
    internal.htmlAttributes,
    internal.bodyAttributes,
    internal.title,
    internal.meta,
    internal.link,
    internal.script,
  ];
  return { html, head: head.join('\n') };
}
