/**
 * Docusaurus plugin: font files are always emitted as files, never inlined as data URLs.
 * Docusaurus turns any asset under 10 KB into a data URL, so the KaTeX stylesheet used to carry dozens of
 * fonts in three formats (woff2, woff, ttf) inside the render-blocking CSS, while a browser
 * needs only the woff2 files of the faces a page uses, and only when it uses them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}

interface Rule {
  test?: unknown;
  use?: unknown;
}

/** Sets url-loader's `limit` to false (never inline) on every rule that loads fonts. */
export function neverInlineFonts(rules: readonly unknown[]): number {
  let changed = 0;
  for (const rule of rules as Rule[]) {
    if (!(rule?.test instanceof RegExp) || !rule.test.test('font.woff2')) continue;
    for (const use of (Array.isArray(rule.use) ? rule.use : []) as LoaderUse[]) {
      if (use.loader?.includes('url-loader') && use.options) {
        use.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}

/** Font data URLs left in a stylesheet (the limit change missed a rule). */
export function inlinedFonts(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?data:(?:font\/|application\/(?:x-)?font)[^;,]*/g)].map(
    (match) => match[0].slice(0, 60),
  );
}

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      if (neverInlineFonts(config.module?.rules ?? []) === 0) {
        throw new Error('font-files: no url-loader rule for fonts found in the bundler config');
      }
      return {};
    },
    // The proof: no stylesheet of the build carries a font inline.
    postBuild({ outDir }) {
      const cssDir = path.join(outDir, 'assets', 'css');
      for (const file of readdirSync(cssDir).filter((name) => name.endsWith('.css'))) {
        const found = inlinedFonts(readFileSync(path.join(cssDir, file), 'utf8'));
        if (found.length > 0) {
          throw new Error(
            `font-files: ${file} still carries ${found.length} inline font(s), e.g. ${found[0]}. ` +
              'See plugins/runtime/README.md.',
          );
        }
      }
    },
  };
}
