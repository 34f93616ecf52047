/**
 * Docusaurus plugin: what a static host and search engines need beyond the pages. A script
 * that gives `/x/index.html` the address `/x/` before the app starts (index-html-path.ts),
 * and `/robots.txt`, which names the sitemap (robots.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { indexHtmlPathScript } from './index-html-path';
import { robotsTxt } from './robots';

/** The file Docusaurus's sitemap plugin writes (its default name; a browser test fetches it). */
const sitemapFile = 'sitemap.xml';

export default function staticHostingPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-hosting',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: indexHtmlPathScript }] };
    },
    postBuild({ outDir }) {
      const { url, baseUrl } = context.siteConfig;
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(`${url}${baseUrl}${sitemapFile}`));
    },
  };
}
