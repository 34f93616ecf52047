import type { SiteSearchOptions } from '../plugins/site-search';
import { errorsPath, referenceRouteGroups } from './reference';
import { docsRouteBasePath, docsVersions } from './site';

/** The site search (plugins/site-search): what it indexes, and how the box shows results. */
export const search: SiteSearchOptions = {
  olderVersionPaths: [`/${docsRouteBasePath}/${docsVersions.older}/`],
  // The error reference is long and names every step of a poll: indexed in full it would
  // outrank the guides for plain words. Its headings carry each error's name and selector.
  referencePaths: [...referenceRouteGroups.map((group) => group.pathPrefix), errorsPath],
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
