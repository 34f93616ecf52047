/**
 * The `@generated/…` modules of a one-route fixture site: the site's own config and theme
 * config, given their defaults by Docusaurus's validation as a build does, English only, no
 * plugin data. Written as Docusaurus writes them (JSON in a module), for theme-bundle.ts.
 */
import path from 'node:path';
import type {
  CodeTranslations,
  DocusaurusConfig,
  GlobalData,
  I18n,
  SiteMetadata,
  SiteStorage,
} from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { validateConfig } from '@docusaurus/core/lib/server/configValidation';
import { validateThemeConfig } from '@docusaurus/theme-classic/lib/options';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import { site } from '../../../config/site';
import { themeConfig } from '../../../config/theme';
import { installedVersion, siteDir } from '../upstream-copies';
import { fixturePath } from './fixture-path';

export function siteConfig(): DocusaurusConfig {
  return validateConfig(
    {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: true,
      themeConfig: validateThemeConfig({
        validate: normalizeThemeConfig,
        // The site's config is a deep partial of it: this validation fills in the defaults.
        themeConfig: themeConfig as ThemeConfig,
      }),
    },
    path.join(siteDir, 'docusaurus.config.ts'),
  );
}

const i18n: I18n = {
  defaultLocale: 'en',
  currentLocale: 'en',
  path: 'i18n',
  locales: ['en'],
  localeConfigs: {
    en: {
      label: 'English',
      htmlLang: 'en',
      direction: 'ltr',
      calendar: 'gregory',
      path: 'en',
      translate: false,
      url: site.url,
      baseUrl: site.baseUrl,
    },
  },
};

const siteMetadata: SiteMetadata = {
  docusaurusVersion: installedVersion('@docusaurus/core'),
  pluginVersions: {},
};

const siteStorage: SiteStorage = { type: 'localStorage', namespace: '' };
const globalData: GlobalData = {};
const codeTranslations: CodeTranslations = {};

function jsonModule(value: unknown): string {
  return `export default ${JSON.stringify(value)};`;
}

/** Every `@generated/…` module the server entry and the theme import, by name. */
export function generatedModules(): Record<string, string> {
  const fixturePage = path.join(__dirname, 'fixture-page.tsx');
  return {
    'docusaurus.config': jsonModule(siteConfig()),
    i18n: jsonModule(i18n),
    'site-metadata': jsonModule(siteMetadata),
    'site-storage': jsonModule(siteStorage),
    globalData: jsonModule(globalData),
    codeTranslations: jsonModule(codeTranslations),
    'client-modules': jsonModule([]),
    registry: jsonModule({}),
    routesChunkNames: jsonModule({}),
    routes: [
      `import { FixturePage } from ${JSON.stringify(fixturePage)};`,
      `export default [{ path: ${JSON.stringify(fixturePath)}, exact: true, component: FixturePage }];`,
    ].join('\n'),
  };
}
