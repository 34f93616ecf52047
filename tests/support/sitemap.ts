import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build the browser tests read: `build/`, or the folder TEST_BUILD_DIR names. */
export const buildDir = join(__dirname, '..', '..', process.env.TEST_BUILD_DIR ?? 'build');

/** Paths (e.g. `/docs/spec/`) listed in the built sitemap.xml, in document order. */
export function sitemapPaths(): string[] {
  const file = join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) {
    throw new Error(`No ${file}: run \`npm run build\` before the browser tests.`);
  }
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
