import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { DocusaurusConfig } from '@docusaurus/types';
import { buildOnlyKeys, clientSiteConfig } from '../../plugins/speed/client-site-config';

const siteDir = path.join(__dirname, '../..');

/** Code that runs in the browser: Docusaurus's client and theme code, and the site's own. */
const clientCodeDirs = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/plugin-content-blog/lib/client',
  'plugins/site-search',
  'src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(js|jsx|mjs|ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

describe('client-site-config', () => {
  it('drops the build-only keys and keeps what pages read', () => {
    const config = {
      title: 'MACI',
      baseUrl: '/',
      themeConfig: { navbar: { title: 'MACI' } },
      future: { experimental_router: 'browser' },
      plugins: [['search', { language: 'en' }]],
      presets: [['classic', {}]],
      ssrTemplate: '<html></html>',
      onBrokenLinks: 'throw',
    } as unknown as DocusaurusConfig;
    assert.deepEqual(clientSiteConfig(config), {
      title: 'MACI',
      baseUrl: '/',
      themeConfig: { navbar: { title: 'MACI' } },
      future: { experimental_router: 'browser' },
    });
  });

  it('leaves out only keys that no client code of the installed packages reads', () => {
    const access = new RegExp(`\\.(${buildOnlyKeys.join('|')})\\b`);
    const readers = clientCodeDirs
      .flatMap((dir) => sourceFiles(path.join(siteDir, dir)))
      .filter((file) => access.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(siteDir, file));
    assert.deepEqual(readers, []);
  });
});
