/**
 * Renders the brand assets that must be raster files: the social card (JPEG, for link
 * previews) and the favicon (ICO holding 16/32/48 px PNGs). Sources: assets/brand/ and
 * static/img/logo.svg. Run by hand after changing a source: `tsx scripts/render-brand-assets.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, chromiumArgs } from '../tests/support/chromium.ts';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const fontFile = join(
  dirname(require.resolve('@fontsource/share-tech-mono/package.json')),
  'files/share-tech-mono-latin-400-normal.woff2',
);

/** An ICO file may hold PNG images directly; this writes the 6-byte header and one 16-byte entry per image. */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // color planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const card = readFileSync(join(root, 'assets/brand/social-card.html'), 'utf8').replace(
    '<style>',
    `<style>@font-face { font-family: 'Share Tech Mono'; src: url(data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}); }`,
  );
  await page.setContent(card, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  // JPEG keeps the gradient card under 100 KB; link previews accept it everywhere.
  writeFileSync(
    join(root, 'static/img/maci-card.jpg'),
    await page.screenshot({ type: 'jpeg', quality: 86 }),
  );

  const logo = readFileSync(join(root, 'static/img/logo.svg'), 'utf8');
  const images = [];
  for (const size of [16, 32, 48]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0">${logo.replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    images.push({ size, png: await page.screenshot({ type: 'png', omitBackground: true }) });
  }
  writeFileSync(join(root, 'static/img/favicon.ico'), packIco(images));
  await browser.close();
}

if (process.argv[1] === import.meta.filename) {
  await main();
}
