import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { blog } from './config/blog';
import { docs } from './config/docs';
import { plugins } from './config/plugins';
import { parseFrontMatter } from './config/reference';
import { newIssueUrl, site } from './config/site';
import { speedOptions } from './config/speed';
import { withSpeed } from './plugins/speed';
import { themeConfig } from './config/theme';

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.ico',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  trailingSlash: true,

  // Every broken reference fails the build, so none reaches a reader.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Generated reference pages name the package release they come from (plugins/page-origin).
    parseFrontMatter,
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: its cascade-layer polyfill raises Infima's specificity above custom.css tokens.
      useCssCascadeLayers: false,
      // Color mode and docs version live under the plain keys `theme` and
      // `docs-preferred-version-default`, not under per-site namespaced keys: the keys the
      // site has always used, so a returning reader keeps both choices.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      // Keeps `## Heading {#id}` and `<!-- comments -->` in Markdown pages.
      mdx1CompatDisabledByDefault: false,
    },
    // Faster: Rspack, SWC and Lightning CSS instead of webpack, Babel and cssnano.
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs,
        blog,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/code-colors.css',
            './src/css/glossary-terms.css',
          ],
        },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins,
  clientModules: ['./src/client/scrollable-regions.ts', './src/client/image-zoom.ts'],
  themeConfig,
  // Read by the page tools (src/components/PageActions). The entry bundle already holds the
  // repository address twice (navbar, footer), so this adds a few bytes there, where
  // importing config/site.ts would add it to every docs page's own bundle.
  customFields: { newIssueUrl },
};

// The speed measures (plugins/speed); with SPEED_OFF=all, stock Docusaurus.
export default withSpeed(config, speedOptions);
