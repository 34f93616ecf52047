/**
 * Docusaurus plugin: font files are always emitted as files, never inlined as data URLs.
 * Docusaurus turns any asset under 10 KB into a data URL, so the KaTeX stylesheet used to carry dozens of
 * fonts in three formats (woff2, woff, ttf) inside the render-blocking CSS, while a browser
 * needs only the woff2 files of the faces a page uses, and only when it uses them.
 */
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

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      if (neverInlineFonts(config.module?.rules ?? []) === 0) {
        throw new Error('font-files: no url-loader rule for fonts found in the bundler config');
      }
      return {};
    },
  };
}
