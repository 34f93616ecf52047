import type { SiteSearchOptions } from '../plugins/site-search';
import { referenceRouteGroups } from './reference';
import { docsRouteBasePath, docsVersions } from './site';

/** The site search (plugins/site-search): what it indexes, and how the box shows results. */
export const search: SiteSearchOptions = {
  olderVersionPaths: [`/${docsRouteBasePath}/${docsVersions.older}/`],
  referencePaths: referenceRouteGroups.map((group) => group.pathPrefix),
  excludedPaths: [
    '/search/',
    '/404',
    `/${docsRouteBasePath}/${docsVersions.older}/404/`,
    '/blog/archive/',
    '/blog/tags/',
    '/blog/authors/',
    '/blog/page/',
    `/${docsRouteBasePath}/tags/`,
  ],
};
