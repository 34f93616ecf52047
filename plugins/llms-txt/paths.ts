/**
 * Where a page's Markdown twin lives: its route without the trailing slash, plus `.md`
 * (`/docs/spec/` → `/docs/spec.md`, `/` → `/index.md`). Shared by the build plugin and the
 * page head, which announces the twin as an alternate representation.
 */
export function twinPath(permalink: string): string {
  const path = permalink.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
