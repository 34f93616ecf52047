import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';

/** A local plugin with its typed options (Docusaurus types plugin options as a loose record). */
export function local<Options extends object>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return [plugin as unknown as PluginModule, options as unknown as PluginOptions];
}
