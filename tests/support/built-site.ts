import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { entryScriptsOfHtml } from '../../plugins/speed/page-template';
import { baseURL } from './server';
import { buildDir } from './sitemap';

/** A docs page the behavior tests navigate to: its route, source file and labels. */
export const workflowPage = {
  path: '/docs/workflow/',
  source: 'versioned_docs/version-v1.x/workflow.md',
  title: 'MACI Workflow',
  sidebarLabel: 'Workflow',
} as const;

export const introductionPage = {
  path: '/docs/introduction/',
  heading: 'Welcome to MACI',
} as const;

let chunkTexts: Map<string, string> | undefined;

/**
 * URL path of the JS chunk that holds one Markdown page's compiled content, e.g. for
 * 'versioned_docs/version-v1.x/workflow.md'. Docusaurus gives each page its own content
 * chunk, loaded by that route only; the chunk's embedded metadata names its source file.
 */
export function contentChunk(source: string): string {
  const dir = join(buildDir, 'assets', 'js');
  chunkTexts ??= new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
  const marker = `"source":"@site/${source}"`;
  const files = [...chunkTexts].filter(([, text]) => text.includes(marker)).map(([file]) => file);
  if (files.length !== 1) {
    throw new Error(`Expected one chunk with ${marker} in ${dir}, found ${files.length}`);
  }
  return `/assets/js/${files[0]}`;
}

/** The built text of a chunk returned by contentChunk(). */
export function chunkText(chunkPath: string): string {
  return readFileSync(join(buildDir, chunkPath), 'utf8');
}

/**
 * Makes the page receive `<path>index.html` the way a plain static host serves it, as a file
 * under that address. (`docusaurus serve` would redirect it to `<path>` instead.) With
 * `withoutAddressScript`, the page comes without the head script that gives it the address
 * `<path>` before the app starts (plugins/static-hosting): the router then renders the route
 * before its code has loaded, the one way to reach Docusaurus's loading states.
 */
export async function serveIndexHtmlAsIs(
  page: Page,
  path: string,
  { withoutAddressScript = false } = {},
): Promise<string> {
  const url = `${path}index.html`;
  const file = join(buildDir, url);
  await page.route(`${baseURL}${url}`, (route) =>
    withoutAddressScript
      ? route.fulfill({
          body: withoutIndexHtmlAddressScript(readFileSync(file, 'utf8')),
          contentType: 'text/html',
        })
      : route.fulfill({ path: file, contentType: 'text/html' }),
  );
  return url;
}

/** The page without its inline script that rewrites an `/index.html` address; throws if none. */
function withoutIndexHtmlAddressScript(html: string): string {
  const script = /<script>[^<]*lastIndexOf\("\/index\.html"\)[^<]*<\/script>/;
  if (!script.test(html)) throw new Error('the page has no index.html address script');
  return html.replace(script, '');
}

/** A promise that stays pending until release() is called: a route handler awaits it to hold a request. */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

/** URL path of the chunk with one route group's routes (plugins/speed/client-routes), by group name. */
export function routeGroupChunk(name: string): string {
  const files = readdirSync(join(buildDir, 'assets', 'js')).filter((file) =>
    new RegExp(`^routes-${name}\\.[0-9a-f]+\\.js$`).test(file),
  );
  if (files.length !== 1)
    throw new Error(`Expected one chunk for route group ${name}, found ${files.length}`);
  return `/assets/js/${files[0]}`;
}

/** URL paths of the entry scripts a built page loads (runtime and main bundle). */
export function entryScripts(path: string): string[] {
  return entryScriptsOfHtml(readFileSync(join(buildDir, path, 'index.html'), 'utf8'));
}
