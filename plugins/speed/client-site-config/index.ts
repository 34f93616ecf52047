/**
 * Docusaurus plugin: the site config in the client bundle leaves out what only the build
 * reads. Docusaurus serializes the whole config into every page's entry bundle, with the
 * options of every plugin, preset and theme and the HTML template of the server render:
 * kilobytes that no code in a browser reads. In client builds the generated module is
 * swapped for one without those keys (tests/unit/client-site-config.test.ts checks that the
 * client code of the installed Docusaurus packages does not read them).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocusaurusConfig, LoadContext, Plugin } from '@docusaurus/types';
import { swapModules } from '../swap-proof';

/** Site config keys only the build uses. */
export const buildOnlyKeys = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

/** The config as Docusaurus writes it for the client (JSON), minus the build-only keys. */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const serialized = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown>;
  const buildOnly = new Set<string>(buildOnlyKeys);
  return Object.fromEntries(Object.entries(serialized).filter(([key]) => !buildOnly.has(key)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'client-site-config', 'docusaurus.config.mjs');
  // The module Docusaurus generates, `@generated/docusaurus.config`.
  const generatedFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const generated = new RegExp(`^${escapeRegExp(generatedFile)}$`);
  return {
    name: 'client-site-config',
    // Written once every plugin has loaded: by then the theme config has been validated and
    // given its defaults, as in the module Docusaurus generates.
    allContentLoaded() {
      mkdirSync(path.dirname(file), { recursive: true });
      const config = JSON.stringify(clientSiteConfig(context.siteConfig), null, 2);
      writeFileSync(file, `export default ${config};\n`);
    },
    // The client copy must be Docusaurus's module minus the build-only keys, nothing else.
    postBuild() {
      const read = (module: string) =>
        JSON.parse(module.slice(module.indexOf('{'), module.lastIndexOf('}') + 1)) as unknown;
      const expected = clientSiteConfig(
        read(readFileSync(generatedFile, 'utf8')) as DocusaurusConfig,
      );
      if (JSON.stringify(read(readFileSync(file, 'utf8'))) !== JSON.stringify(expected)) {
        throw new Error(`client-site-config: ${file} differs from ${generatedFile}`);
      }
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: swapModules(utils.currentBundler.instance, [
          { plugin: 'client-site-config', original: generated, replacement: file },
        ]),
      };
    },
  };
}
