/**
 * Where a page's Markdown twin lives: its route without the trailing slash, plus `.md`
 * (`/docs/spec/` → `/docs/spec.md`, `/` → `/index.md`). Shared by the build plugin and the
 * page head, which announces the twin as an alternate representation.
 */
export function twinPath(permalink: string): string {
  const path = permalink.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** A route as the site serves it, with the trailing slash the site's setting asks for. */
export function servedRoute(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || permalink.endsWith('.html')) return permalink;
  const bare = permalink.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare || '/';
}
