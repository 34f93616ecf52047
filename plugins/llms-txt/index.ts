/**
 * Docusaurus plugin: after the build, writes a Markdown twin of every docs page, blog post and
 * Markdown page at its route plus `.md`, the /llms.txt index of those twins and the
 * /llms-full.txt bundle. Pages, titles, routes and order come from the content plugins' loaded
 * content, so the twins follow every slug, version path and sidebar position of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, Props } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { readPage } from '../docs-partials';
import { renderBundle, renderIndex, type IndexFile } from './llms';
import { markdownTwin, type DirectiveGenerator } from './markdown';
import { servedRoute, twinPath } from './paths';

/** A page that gets a twin. */
export interface SitePage {
  kind: 'doc' | 'blog' | 'page';
  /** Docs version name (`v1.x`), for docs only. */
  version?: string;
  /** Label of the top-level sidebar category the doc is in, if its sidebar has categories. */
  group?: string;
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the Markdown source. */
  source: string;
}

export interface LlmsSectionOptions {
  title: string;
  /** Takes the pages not taken by an earlier section. */
  match: (page: SitePage) => boolean;
  /** Whether the section's pages go into llms-full.txt. */
  full?: boolean;
}

export interface LlmsTxtOptions {
  title: string;
  summary: string;
  details?: string[];
  /** Summary and notes of llms-full.txt. */
  fullSummary: string;
  fullDetails?: string[];
  /** Sections of llms.txt in order; every page must fall into one. */
  sections: LlmsSectionOptions[];
  /** Generated content behind leaf directives (see markdownTwin). */
  directives?: Record<string, DirectiveGenerator>;
}

interface SidebarNode {
  type: string;
  label?: string;
  id?: string;
  link?: { type: string; id?: string };
  items?: SidebarNode[];
}

/** Doc ids in the order a reader meets them in the sidebars. */
export function sidebarOrder(sidebars: Record<string, SidebarNode[]>): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarNode[]): void => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      if (item.items) walk(item.items);
    }
  };
  Object.values(sidebars).forEach(walk);
  return [...new Set(ids)];
}

/** Doc id → label of the top-level sidebar category that holds it. */
export function sidebarGroups(sidebars: Record<string, SidebarNode[]>): Map<string, string> {
  const groups = new Map<string, string>();
  for (const item of Object.values(sidebars).flat()) {
    if (item.type !== 'category' || !item.label) continue;
    for (const id of sidebarOrder({ group: [item] })) {
      if (!groups.has(id)) groups.set(id, item.label);
    }
  }
  return groups;
}

function content<T>(props: Props, name: string): T | undefined {
  return props.plugins.find((plugin) => plugin.name === name)?.content as T | undefined;
}

/** Every page with a Markdown source: docs (latest version first, sidebar order), posts, pages. */
export function collectPages(props: Props): SitePage[] {
  const route = (permalink: string): string =>
    servedRoute(permalink, props.siteConfig.trailingSlash);
  const fromSite = (source: string): string =>
    path.join(props.siteDir, source.replace(/^@site\//, ''));
  const pages: SitePage[] = [];
  for (const version of content<DocsContent>(props, 'docusaurus-plugin-content-docs')
    ?.loadedVersions ?? []) {
    const sidebars = version.sidebars as Record<string, SidebarNode[]>;
    const order = sidebarOrder(sidebars);
    const groups = sidebarGroups(sidebars);
    const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : order.length);
    const docs = [...version.docs].sort((a, b) => rank(a.id) - rank(b.id));
    for (const doc of docs) {
      pages.push({
        kind: 'doc',
        version: version.versionName,
        group: groups.get(doc.id),
        title: doc.title,
        description: doc.description,
        permalink: route(doc.permalink),
        source: fromSite(doc.source),
      });
    }
  }
  for (const post of content<BlogContent>(props, 'docusaurus-plugin-content-blog')?.blogPosts ??
    []) {
    const { title, description, permalink, source } = post.metadata;
    pages.push({
      kind: 'blog',
      title,
      description,
      permalink: route(permalink),
      source: fromSite(source),
    });
  }
  for (const page of content<PagesContent>(props, 'docusaurus-plugin-content-pages') ?? []) {
    if (page.type !== 'mdx') continue;
    pages.push({
      kind: 'page',
      title: page.title ?? page.frontMatter.title ?? page.permalink,
      description: page.description ?? '',
      permalink: route(page.permalink),
      source: fromSite(page.source),
    });
  }
  return pages;
}

const hasScheme = (url: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(url);

/** Writes the twins, llms.txt and llms-full.txt into outDir; returns the number of twins. */
export function writeLlmsFiles(props: Props, options: LlmsTxtOptions): number {
  const { outDir } = props;
  const origin = props.siteConfig.url.replace(/\/+$/, '');
  const pages = collectPages(props);
  const bySource = new Map(pages.map((page) => [page.source, page]));
  const copied = new Map<string, string>();

  const twins = pages.map((page) => {
    const twin = twinPath(page.permalink);
    const resolveUrl = (url: string): string | undefined => {
      if (hasScheme(url) || url.startsWith('//')) return undefined;
      if (url.startsWith('#')) return origin + page.permalink + url;
      if (url.startsWith('/')) return origin + url;
      const cut = url.search(/[#?]/);
      const file = cut < 0 ? url : url.slice(0, cut);
      const hash = cut < 0 ? '' : url.slice(cut);
      const target = path.resolve(path.dirname(page.source), decodeURIComponent(file));
      const linked = bySource.get(target);
      if (linked) return origin + linked.permalink + hash;
      if (!fs.existsSync(target) || !fs.statSync(target).isFile()) {
        throw new Error(`${page.source}: cannot resolve "${url}" for its Markdown twin`);
      }
      // A local file (a diagram): served beside the twin, at its path relative to the source.
      const served = path.posix.join(
        path.posix.dirname(twin),
        path.relative(path.dirname(page.source), target).split(path.sep).join('/'),
      );
      const previous = copied.get(served);
      if (previous && previous !== target) {
        throw new Error(`${served} would serve both ${previous} and ${target}`);
      }
      if (!previous) {
        copied.set(served, target);
        fs.mkdirSync(path.dirname(path.join(outDir, served)), { recursive: true });
        fs.copyFileSync(target, path.join(outDir, served));
      }
      return origin + served + hash;
    };
    // With its partials in place: a twin shows the included text, never an import line.
    const markdown = markdownTwin(readPage(page.source), {
      title: page.title,
      resolveUrl,
      directives: options.directives,
    });
    const file = path.join(outDir, twin);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdown);
    return { page, url: origin + twin, markdown };
  });

  const taken = new Set<SitePage>();
  const sections = options.sections.map((section) => {
    const members = twins.filter(({ page }) => !taken.has(page) && section.match(page));
    members.forEach(({ page }) => taken.add(page));
    return { ...section, members };
  });
  const left = twins.filter(({ page }) => !taken.has(page)).map(({ page }) => page.permalink);
  if (left.length > 0) throw new Error(`llms.txt has no section for ${left.join(', ')}`);

  const index: IndexFile = {
    title: options.title,
    summary: options.summary,
    details: options.details,
    sections: sections.map(({ title, members }) => ({
      title,
      entries: members.map(({ page, url }) => ({
        title: page.title,
        url,
        description: page.description,
      })),
    })),
  };
  fs.writeFileSync(path.join(outDir, 'llms.txt'), renderIndex(index));
  const bundled = sections
    .filter((section) => section.full)
    .flatMap(({ members }) =>
      members.map(({ page, markdown }) => ({ url: origin + page.permalink, markdown })),
    );
  fs.writeFileSync(
    path.join(outDir, 'llms-full.txt'),
    renderBundle(
      { title: options.title, summary: options.fullSummary, details: options.fullDetails },
      bundled,
    ),
  );
  return twins.length;
}

export default function llmsTxtPlugin(_context: LoadContext, options: LlmsTxtOptions): Plugin {
  return {
    name: 'llms-txt',
    postBuild(props) {
      const started = performance.now();
      const count = writeLlmsFiles(props, options);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[llms-txt] ${count} Markdown twins, llms.txt and llms-full.txt in ${seconds} s`);
    },
  };
}
