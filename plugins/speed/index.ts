/**
 * The speed module's one entry: `withSpeed(config, options)` takes the site's configuration,
 * which uses stock Docusaurus only, and adds the groups of speed measures that are on
 * (./groups.ts): their plugins, theme components, Markdown plugins, client module and page
 * template. With every group off (`SPEED_OFF=all`) it returns the configuration unchanged,
 * so the site is built with stock Docusaurus components and client.
 */
import path from 'node:path';
import type { Config, PluginConfig } from '@docusaurus/types';
import rehypeKatex from 'rehype-katex';
import clientRoutesPlugin from './client-routes';
import type { RouteGroupOption } from './client-routes/split-route-groups';
import clientSiteConfigPlugin from './client-site-config';
import fontPreloadPlugin from './font-preload';
import { parseSpeedOff, speedGroups, type SpeedGroup } from './groups';
import remarkHighlightedCodeImport from './highlighted-code-import';
import rehypeMathHtml from './math-html';
import mathHtmlPlugin from './math-html/plugin';
import { local } from '../local-plugin';
import { htmlTemplate } from './page-template';
import prismOnDemandPlugin from './prism-on-demand';
import routePrefetchPlugin from './route-prefetch';
import stepwiseStartupPlugin from './stepwise-startup';
import themeComponentsPlugin from './theme-components';
import tslibHelpersPlugin from './tslib-helpers';
import versionGuardPlugin from './version-guard';

export { speedGroups, parseSpeedOff, type SpeedGroup } from './groups';

export interface SpeedOptions {
  /** Route groups that the browser loads on demand (client-routes). */
  routeGroups: RouteGroupOption[];
  /** Components that render code blocks themselves, with the languages they show. */
  componentLanguages: Record<string, readonly string[]>;
  /** Where math-html writes each page's formula module, for the server and the browser. */
  mathStoreDir: string;
}

interface ContentOptions {
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
}

/** `list` with `from` (alone or as `[from, options]`) replaced by `to`. */
export function replacePlugin(list: readonly unknown[], from: unknown, to: unknown): unknown[] {
  return list.map((entry) =>
    entry === from || (Array.isArray(entry) && entry[0] === from) ? to : entry,
  );
}

/** The options object of the classic preset, which the Markdown plugins are added to. */
function classicPresetOptions(config: Config): Record<string, unknown> {
  const preset = (config.presets ?? []).find(
    (entry) =>
      Array.isArray(entry) &&
      ['classic', '@docusaurus/preset-classic'].includes(entry[0] as string),
  ) as [string, Record<string, unknown>] | undefined;
  if (!preset) throw new Error('plugins/speed: the configuration has no classic preset');
  return preset[1];
}

/** The configuration with the groups of speed measures that are not in `off`. */
export function withSpeed(
  config: Config,
  options: SpeedOptions,
  off: ReadonlySet<SpeedGroup> = parseSpeedOff(process.env.SPEED_OFF),
): Config {
  const on = (group: SpeedGroup) => !off.has(group);
  const when = <T>(group: SpeedGroup, ...items: T[]): T[] => (on(group) ? items : []);
  const groupPlugins: PluginConfig[] = [
    ...when<PluginConfig>('fonts', fontPreloadPlugin),
    ...when<PluginConfig>('prism', prismOnDemandPlugin),
    ...when<PluginConfig>(
      'routes',
      routePrefetchPlugin,
      local(clientRoutesPlugin, { groups: options.routeGroups }),
    ),
    ...when<PluginConfig>('stepwise-startup', stepwiseStartupPlugin),
    ...when<PluginConfig>('tslib-helpers', tslibHelpersPlugin),
    ...when<PluginConfig>('client-site-config', clientSiteConfigPlugin),
    ...when('math-html', local(mathHtmlPlugin, { storeDir: options.mathStoreDir })),
    ...when<PluginConfig>('theme-components', themeComponentsPlugin),
  ];
  if (Object.keys(speedGroups).every((group) => !on(group as SpeedGroup))) return config;

  // Last among the remark plugins, so that it sees the code blocks and components the others add.
  const codeImport = when('prism', [
    remarkHighlightedCodeImport,
    { componentLanguages: options.componentLanguages },
  ]);
  const mathHtml = [rehypeMathHtml, { storeDir: options.mathStoreDir }];
  const markdown = (content: ContentOptions | undefined): ContentOptions => ({
    ...content,
    remarkPlugins: [...(content?.remarkPlugins ?? []), ...codeImport],
    ...(on('math-html') &&
      content?.rehypePlugins && {
        rehypePlugins: replacePlugin(content.rehypePlugins, rehypeKatex, mathHtml),
      }),
  });

  const preset = classicPresetOptions(config);
  const docsRehype = (preset.docs as ContentOptions | undefined)?.rehypePlugins ?? [];
  if (on('math-html') && !replacePlugin(docsRehype, rehypeKatex, mathHtml).includes(mathHtml)) {
    throw new Error('plugins/speed: math-html replaces rehype-katex in the docs, which have none');
  }
  const presetOptions = {
    ...preset,
    docs: markdown(preset.docs as ContentOptions),
    blog: markdown(preset.blog as ContentOptions),
    pages: markdown(preset.pages as ContentOptions),
  };
  // Asked by the components that treat the page they hydrate apart from pages rendered later.
  const firstPage =
    on('math-html') || on('theme-components') ? [path.join(__dirname, 'first-page.ts')] : [];

  return {
    ...config,
    ...(on('startup-script') && { ssrTemplate: htmlTemplate }),
    presets: (config.presets ?? []).map((entry) =>
      Array.isArray(entry) && entry[1] === preset ? [entry[0], presetOptions] : entry,
    ),
    // First: stops the build when Docusaurus is not the release this module was verified with.
    plugins: [versionGuardPlugin, ...groupPlugins, ...(config.plugins ?? [])],
    clientModules: [...firstPage, ...(config.clientModules ?? [])],
  };
}
