/**
 * The site's robots.txt: every crawler may read every page, and the sitemap says which pages
 * to index. Older docs versions and the not-found pages stay out of the index through their
 * `noindex` meta tag and their absence from the sitemap, not through a Disallow line: a
 * crawler that may not fetch a page never sees its `noindex`.
 */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
