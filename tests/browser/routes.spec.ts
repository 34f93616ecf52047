import { expect, test } from '@playwright/test';
import { join, relative } from 'node:path';
import { markdownFiles, repoRoot } from '../support/docs-files';
import { sitemapPaths } from '../support/sitemap';

/** The route Docusaurus gives a docs source file (no page sets its own slug). */
function docsRoute(version: string, file: string, latest: boolean): string {
  const base = latest ? '/docs/' : `/docs/${version}/`;
  const id = relative(join(repoRoot, 'versioned_docs', `version-${version}`), file)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return `${base}${id}${id ? '/' : ''}`;
}

test('every hand-written docs page of both versions is in the sitemap', () => {
  const sitemap = new Set(sitemapPaths());
  for (const [version, latest] of [
    ['v1.x', true],
    ['v0.x', false],
  ] as const) {
    const files = markdownFiles(join(repoRoot, 'versioned_docs', `version-${version}`));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const route = docsRoute(version, file, latest);
      expect(sitemap.has(route), `${route} (${relative(repoRoot, file)})`).toBe(true);
    }
  }
});

test('the home page, roadmap and search page are in the sitemap', () => {
  const sitemap = new Set(sitemapPaths());
  for (const route of ['/', '/roadmap/', '/search/']) {
    expect(sitemap.has(route), route).toBe(true);
  }
});

test('partials have no page of their own', () => {
  // Files and folders whose names start with "_" are included by pages, never routed.
  expect(
    sitemapPaths().filter((route) => route.split('/').some((part) => part.startsWith('_'))),
  ).toEqual([]);
});
