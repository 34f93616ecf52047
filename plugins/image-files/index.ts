/**
 * Docusaurus plugin: the proof that images in pages are files, never data URLs. Docusaurus
 * turns any image under 10 KB into a data URL unless WEBPACK_URL_LOADER_LIMIT says otherwise
 * (package.json's `docusaurus` script sets it to 0, and every build goes through that
 * script). An inlined diagram cannot be zoomed past its own width: the zoom scales SVG files
 * to the window but, not knowing a data URL is SVG, any other image only to its natural
 * size. After the build, every page is read; an inlined image fails the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The start of each `<img>` in `html` whose source is a data URL. */
export function inlinedImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc=["']?data:[^;,"'\s>]*/gi)].map((match) =>
    match[0].slice(0, 80),
  );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

export default function imageFilesPlugin(): Plugin {
  return {
    name: 'image-files',
    postBuild({ outDir }) {
      for (const file of htmlFiles(outDir)) {
        const found = inlinedImages(readFileSync(file, 'utf8'));
        if (found.length > 0) {
          throw new Error(
            `image-files: ${path.relative(outDir, file)} has ${found.length} image(s) inlined as ` +
              `data URLs, e.g. ${found[0]}. Build with \`npm run build\`, whose ` +
              '`docusaurus` script sets WEBPACK_URL_LOADER_LIMIT=0.',
          );
        }
      }
    },
  };
}
