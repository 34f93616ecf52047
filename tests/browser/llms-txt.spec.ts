import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referencePaths } from '../../config/reference';
import { docsRouteBasePath, docsVersions } from '../../config/site';
import { partialsOf } from '../../plugins/docs-partials';
import { markdownFiles, repoRoot } from '../support/docs-files';
import { pageSteps } from '../support/page-steps';
import { buildDir, sitemapPaths } from '../support/sitemap';

/*
 * Agent-readable docs (plugins/llms-txt): every docs route of the sitemap has a Markdown twin at
 * its route plus .md, /llms.txt lists each page exactly once and only files that exist, and the
 * twins are plain Markdown. Expectations come from the built sitemap.
 */
const twinOf = (route: string): string => `${route.replace(/\/+$/, '') || '/index'}.md`;
const read = (path: string): string => readFileSync(join(buildDir, path), 'utf8');

const routes = sitemapPaths();
const docsRoutes = routes.filter((route) => route.startsWith('/docs/'));
const listPage = /^\/blog\/(archive|authors|tags|page)\/|^\/blog\/$/;
const blogPosts = routes.filter((route) => route.startsWith('/blog/') && !listPage.test(route));

interface IndexLine {
  section: string;
  path: string;
}

/** The links of llms.txt, with the section each is in, as site paths. */
function llmsLinks(): IndexLine[] {
  const links: IndexLine[] = [];
  let section = '';
  for (const line of read('llms.txt').split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const link = /^- \[(?:[^\]\\]|\\.)+\]\(([^)]+)\)/.exec(line);
    if (link) links.push({ section, path: new URL(link[1]).pathname });
  }
  return links;
}

/** Lines outside fenced code blocks, with inline code removed. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else {
      lines.push(line.replace(/(`+)[^`]*?\1/g, ''));
    }
  }
  return lines;
}

/** What a twin must not contain outside code: MDX syntax, front matter, heading ids. */
export function mdxLeftovers(markdown: string): string[] {
  const found: string[] = [];
  if (!markdown.startsWith('# ')) found.push('does not start with its H1 title');
  for (const line of proseLines(markdown)) {
    if (/^(import|export)\s/.test(line)) found.push(`ESM: ${line}`);
    if (/^\s*:::/.test(line)) found.push(`admonition fence: ${line}`);
    if (/\{\/\*|\\?\{#[\w-]+\\?\}/.test(line)) found.push(`MDX comment or heading id: ${line}`);
    for (const tag of line.matchAll(/(?<!\\)<\/?([A-Za-z][\w.:-]*)(\s[^<>]*)?\/?>/g)) {
      if (!tag[1].includes(':')) found.push(`tag: ${tag[0]}`);
    }
  }
  return found;
}

test('every docs route of the sitemap has its Markdown twin', () => {
  expect(docsRoutes.length).toBeGreaterThan(200);
  const missing = docsRoutes.filter((route) => !existsSync(join(buildDir, twinOf(route))));
  expect(missing).toEqual([]);
});

test('llms.txt lists every docs page, post and the roadmap once, each in its section', () => {
  const links = llmsLinks();
  const paths = links.map((link) => link.path);
  expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  const expected = [...docsRoutes, ...blogPosts, '/roadmap/'].map(twinOf);
  expect(expected.filter((path) => !paths.includes(path))).toEqual([]);
  expect(paths.filter((path) => !existsSync(join(buildDir, path)))).toEqual([]);

  const older = links.filter((link) => link.path.startsWith('/docs/v0.x/'));
  expect(older.length).toBe(docsRoutes.filter((r) => r.startsWith('/docs/v0.x/')).length);
  expect(new Set(older.map((link) => link.section)).size).toBe(1);
  const olderSection = older[0].section;
  expect(links.filter((link) => link.section === olderSection)).toEqual(older);
});

test('llms.txt lists the v1.x guides group by group, in the sidebar order', () => {
  const sidebar = JSON.parse(
    readFileSync(join(repoRoot, 'versioned_sidebars', 'version-v1.x-sidebars.json'), 'utf8'),
  ) as { mySidebar: { label: string }[] };
  const groups = sidebar.mySidebar.map((group) => group.label);
  const sections = [...new Set(llmsLinks().map((link) => link.section))];
  const groupSections = sections
    .map((section) => /^(.+) \(v1\.x, MACI 1\.2\.x\)$/.exec(section)?.[1])
    .filter((group): group is string => group !== undefined);
  expect(groupSections).toEqual(groups);
  const sectionOf = (path: string) => llmsLinks().find((link) => link.path === path)?.section;
  expect(sectionOf('/docs/quickstart.md')).toMatch(/^Get started /);
  expect(sectionOf('/docs/running-a-poll.md')).toMatch(/^Guides /);
  // llms-full.txt follows the same order: the introduction first, then the quickstart.
  const full = read('llms-full.txt');
  expect(full.indexOf('/docs/introduction/>')).toBeLessThan(full.indexOf('/docs/quickstart/>'));
  expect(full.indexOf('/docs/quickstart/>')).toBeLessThan(full.indexOf('/docs/overview/>'));
});

test('llms.txt follows the llmstxt.org layout', () => {
  const text = read('llms.txt');
  expect(text).toMatch(/^# \S.*\n\n> \S/);
  for (const line of text.split('\n').filter((l) => l.startsWith('- '))) {
    expect(line).toMatch(/^- \[.+\]\(https?:\/\/[^)\s]+\.md\)(: \S.*)?$/);
  }
});

test('the twins are plain Markdown, without MDX syntax or front matter', () => {
  const twins = [...docsRoutes, ...blogPosts, '/roadmap/'].map(twinOf);
  const problems = twins.flatMap((path) =>
    mdxLeftovers(read(path)).map((problem) => `${path}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test('a twin shows the procedures its page includes from partials', () => {
  const v1 = join(repoRoot, 'versioned_docs', 'version-v1.x');
  let checked = 0;
  for (const file of markdownFiles(v1)) {
    const partials = partialsOf(file);
    if (partials.length === 0) continue;
    const id = file
      .slice(v1.length + 1)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    const twin = read(twinOf(`/docs/${id}/`));
    for (const partial of partials) {
      for (const block of pageSteps(readFileSync(partial, 'utf8'))) {
        expect(twin, `${id}.md holds the block of ${partial}`).toContain(block.code);
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(10);
});

test('links and images of the twins that stay on the site lead to existing files or routes', () => {
  const pages = new Set(routes);
  // The site's own address, as the sitemap spells it.
  const origin = new URL(/<loc>([^<]+)/.exec(read('sitemap.xml'))?.[1] ?? 'http://missing').origin;
  const broken: string[] = [];
  for (const path of [...docsRoutes, ...blogPosts].map(twinOf)) {
    for (const [, url] of read(path).matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
      if (!url.startsWith(origin)) continue;
      const target = new URL(url).pathname;
      if (!pages.has(target) && !existsSync(join(buildDir, target))) broken.push(`${path}: ${url}`);
    }
  }
  expect(broken).toEqual([]);
});

test('llms-full.txt holds each v1.x guide once, and no reference or v0.x page', () => {
  const text = read('llms-full.txt');
  const sources = [...text.matchAll(/^Source: <([^>]+)>$/gm)].map((m) => new URL(m[1]).pathname);
  expect(sources.filter((path, i) => sources.indexOf(path) !== i)).toEqual([]);
  const leftOut = [
    `/${docsRouteBasePath}/${docsVersions.older}/`,
    ...Object.values(referencePaths),
  ];
  const guides = docsRoutes.filter((route) => !leftOut.some((prefix) => route.startsWith(prefix)));
  expect(guides.filter((route) => !sources.includes(route))).toEqual([]);
  expect(sources.filter((route) => !guides.includes(route))).toEqual([]);
  expect(text.length).toBeLessThan(2_000_000);
});

test('a docs page announces its twin, and the server returns both index files', async ({
  page,
  request,
}) => {
  await page.goto('/docs/spec/');
  const href = await page
    .locator('head link[rel="alternate"][type="text/markdown"]')
    .getAttribute('href');
  expect(href).toBe('/docs/spec.md');
  for (const path of [href ?? 'no-href', '/llms.txt', '/llms-full.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/^# /);
  }
});
