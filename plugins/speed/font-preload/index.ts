/**
 * Docusaurus plugin: every page preloads the three font files every page uses (body text,
 * bold, headings), so they arrive with the stylesheet instead of after the first layout.
 * Late fonts swapped in over the metric-matched fallbacks still moved a few line breaks
 * (a layout shift Lighthouse counted on the specification page).
 *
 * The files are emitted by the bundler's file-loader as `assets/fonts/[name]-[contenthash]`;
 * the href is computed here with file-loader's own `interpolateName`, and after the build
 * each preloaded file must exist under that name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The `@fontsource` files that src/css/fonts.css declares and every page renders with. */
export const preloadedFonts = [
  '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2',
  '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2',
  '@fontsource/share-tech-mono/files/share-tech-mono-latin-400-normal.woff2',
] as const;

interface LoaderUtils {
  interpolateName(
    context: { resourcePath: string },
    name: string,
    options: { content: Buffer },
  ): string;
}

const siteRequire = createRequire(__filename);
// The file-loader that Docusaurus's own loader rules use, and the loader-utils it names with.
const fileLoader = siteRequire.resolve('file-loader', {
  paths: [path.dirname(siteRequire.resolve('@docusaurus/utils/package.json'))],
});
const loaderUtils = siteRequire(
  siteRequire.resolve('loader-utils', { paths: [path.dirname(fileLoader)] }),
) as LoaderUtils;

/** The URL path the build gives a font file (Docusaurus's `fileLoaderFileName('fonts')`). */
export function emittedFontPath(baseUrl: string, fontModule: string): string {
  const resourcePath = siteRequire.resolve(fontModule);
  const name = loaderUtils.interpolateName({ resourcePath }, '[name]-[contenthash].[ext]', {
    content: readFileSync(resourcePath),
  });
  return `${baseUrl}assets/fonts/${name}`;
}

export default function fontPreloadPlugin(context: LoadContext): Plugin {
  const hrefs = preloadedFonts.map((font) => emittedFontPath(context.baseUrl, font));
  return {
    name: 'font-preload',
    // The proof: each preloaded file is one the build emitted under that name.
    postBuild({ outDir }) {
      const missing = hrefs.filter(
        (href) => !existsSync(path.join(outDir, href.slice(context.baseUrl.length))),
      );
      if (missing.length > 0) {
        throw new Error(
          `font-preload: the build has no ${missing.join(', ')}; the bundler names font files ` +
            'differently now. See plugins/speed/README.md.',
        );
      }
    },
    injectHtmlTags: () => ({
      headTags: hrefs.map((href) => ({
        tagName: 'link',
        // Fonts load in CORS mode; a preload without crossorigin would not be reused.
        attributes: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href,
          crossorigin: 'anonymous',
        },
      })),
    }),
  };
}
