/**
 * Docusaurus plugin: the site's own search. It adds the /search/ page, and after the build
 * reads every indexed page's HTML into two index files per docs version (format.ts), which
 * the search box and page load when a reader shows intent to search (src/theme/SearchBar).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildIndex, type IndexedPage } from './build-index';
import { extractPage } from './extract';
import { outlineFile, pageKinds, textFile, type PageKind } from './format';

export interface SiteSearchOptions {
  /** Path prefixes of the docs versions other than the latest; each gets its own index. */
  olderVersionPaths: string[];
  /** Path prefixes of generated reference pages: indexed by title and headings only. */
  referencePaths: string[];
  /** Path prefixes of pages never indexed (lists of other pages, the search page itself). */
  excludedPaths: string[];
}

/** The route's index folder, relative to the site root: '' for the latest version. */
export function indexFolderOf(route: string, options: SiteSearchOptions): string {
  const older = options.olderVersionPaths.find((prefix) => route.startsWith(prefix));
  return older ? older.replace(/^\//, '') : '';
}

export function kindOf(route: string, options: SiteSearchOptions): PageKind {
  if (options.referencePaths.some((prefix) => route.startsWith(prefix))) return pageKinds.reference;
  if (route.startsWith('/blog/')) return pageKinds.blog;
  if (route.startsWith('/docs/')) return pageKinds.docs;
  return pageKinds.page;
}

export default function siteSearchPlugin(context: LoadContext, options: SiteSearchOptions): Plugin {
  const { baseUrl } = context.siteConfig;
  return {
    name: 'site-search',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      const folders = new Map<string, IndexedPage[]>();
      for (const fullRoute of new Set(routesPaths)) {
        const route = `/${fullRoute.slice(baseUrl.length)}`;
        if (options.excludedPaths.some((prefix) => route.startsWith(prefix))) continue;
        const file = path.join(outDir, route, route.endsWith('/') ? 'index.html' : '');
        if (!file.endsWith('.html') || !existsSync(file)) continue;
        const kind = kindOf(route, options);
        const page = extractPage(readFileSync(file, 'utf8'), {
          headingsOnly: kind === pageKinds.reference,
        });
        if (!page) continue;
        const folder = indexFolderOf(route, options);
        const list = folders.get(folder) ?? [];
        list.push({ url: fullRoute, kind, page });
        folders.set(folder, list);
      }
      if (!folders.has(''))
        throw new Error('site-search: no page of the latest version was indexed.');
      for (const [folder, pages] of folders) {
        const { outline, text } = buildIndex(pages);
        const dir = path.join(outDir, folder);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, outlineFile), JSON.stringify(outline));
        writeFileSync(path.join(dir, textFile), JSON.stringify(text));
      }
    },
  };
}
