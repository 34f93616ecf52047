/**
 * Docusaurus plugin: leaner route data in the client's entry bundle. Production client
 * builds get their own copies of the three route modules Docusaurus generates
 * (.docusaurus/routes.js, registry.js, routesChunkNames.json):
 * - without the module path strings only the server's render reads;
 * - without the routes under the configured path prefixes (the reference pages: most
 *   of all routes), which move to route groups the browser loads when it first needs a
 *   route under one of those prefixes (client-preload.ts, route-groups.ts).
 * The server renders from the complete original modules.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { swapModules } from '../swap-proof';
import { parseRegistry, parseRoutes } from './generated-modules';
import { type RouteGroupOption, printClientModules, splitRouteGroups } from './split-route-groups';

export interface ClientRoutesOptions {
  groups: RouteGroupOption[];
}

const generatedModule = (file: string) =>
  new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file.replace('.', '\\.')}$`);
const corePreload = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload(\.js)?$/;

export default function clientRoutesPlugin(
  context: LoadContext,
  options: ClientRoutesOptions,
): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'client-routes');
  const write = (files: Map<string, string>) => {
    mkdirSync(outDir, { recursive: true });
    for (const [file, text] of files) writeFileSync(path.join(outDir, file), text);
  };
  return {
    name: 'client-routes',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const plugin = 'client-routes';
      const preload = {
        plugin,
        original: corePreload,
        replacement: path.join(__dirname, 'client-preload.ts'),
      };
      // The dev server regenerates the route modules on every content change: it keeps them,
      // and has no route groups.
      if (process.env.NODE_ENV !== 'production') {
        write(new Map([['groups.js', 'export default [];\n']]));
        return { plugins: swapModules(utils.currentBundler.instance, [preload]) };
      }
      const read = (file: string) =>
        readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const split = splitRouteGroups(
        {
          routes: parseRoutes(read('routes.js')),
          registry: parseRegistry(read('registry.js')),
          chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
        },
        options.groups,
      );
      write(printClientModules(split));
      return {
        plugins: swapModules(utils.currentBundler.instance, [
          preload,
          ...['routes.js', 'registry.js', 'routesChunkNames.json'].map((file) => ({
            plugin,
            original: generatedModule(file),
            replacement: path.join(outDir, file),
          })),
        ]),
      };
    },
  };
}
