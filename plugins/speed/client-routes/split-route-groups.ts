/**
 * Splits Docusaurus's route data into what the entry bundle carries and route groups that
 * the browser loads on demand. A group holds the leaf routes under a path prefix (the 226
 * reference pages, say), their entries of routesChunkNames and the registry entries only
 * they use. Loading a group adds its routes back to the lists they came from.
 */
import {
  type RegistryEntry,
  type RouteNode,
  printRegistryEntries,
  lazyComponentRoute,
  printRoute,
  printRoutes,
} from './generated-modules';
import { isUnderPrefix } from './path-prefix';

export interface RouteGroupOption {
  /** Names the group's chunk (`routes-<name>`) and module; lower case, digits and dashes. */
  name: string;
  /** Leaf routes whose path extends this prefix move to the group (the prefix's own page stays). */
  pathPrefix: string;
}

export interface RouteData {
  routes: RouteNode[];
  registry: Map<string, RegistryEntry>;
  /** `{ "<path>-<hash>": { __comp: "<chunk name>", ... } }`, as routesChunkNames.json. */
  chunkNames: Record<string, unknown>;
}

export interface RouteGroup extends RouteGroupOption, Omit<RouteData, 'routes'> {
  /** Key of the route whose child list a route came from ('' for the top level) -> routes. */
  routesByList: Map<string, { index: number; route: RouteNode }[]>;
}

export interface SplitRouteData extends RouteData {
  groups: RouteGroup[];
}

/** The key Docusaurus gives a route in routesChunkNames. */
export function routeKey(route: RouteNode): string | undefined {
  const [path, hash] = route.creator;
  return hash === undefined ? undefined : `${path}-${hash}`;
}

/** Chunk names of one routesChunkNames entry (its leaf strings). */
function chunkNamesOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(chunkNamesOf);
}

function isExact(route: RouteNode): boolean {
  return route.props.some(([key, value]) => key === 'exact' && value === true);
}

/** react-router matches a path with or without its trailing slash (no `strict`). */
function matchedPath(route: RouteNode): string {
  return route.path.replace(/\/+$/, '');
}

export function splitRouteGroups(data: RouteData, options: RouteGroupOption[]): SplitRouteData {
  for (const option of options) {
    if (!/^[a-z0-9-]+$/.test(option.name))
      throw new Error(`client-routes: bad group name "${option.name}"`);
    if (!option.pathPrefix.startsWith('/') || !option.pathPrefix.endsWith('/')) {
      throw new Error(
        `client-routes: a group's pathPrefix starts and ends with "/": "${option.pathPrefix}"`,
      );
    }
  }
  const groups: RouteGroup[] = options.map((option) => ({
    ...option,
    routesByList: new Map(),
    registry: new Map(),
    chunkNames: {},
  }));
  const groupOf = (route: RouteNode): RouteGroup | undefined => {
    // Only exact leaves move: their order among siblings cannot change what matches.
    if (route.routes || !routeKey(route) || !isExact(route)) return undefined;
    const matching = groups.filter((group) => isUnderPrefix(route.path, group.pathPrefix));
    if (matching.length > 1)
      throw new Error(`client-routes: ${route.path} is in more than one group`);
    return matching[0];
  };

  /** Which part (a group, or undefined for the entry bundle) uses each chunk name. */
  const users = new Map<string, Set<RouteGroup | undefined>>();
  const use = (route: RouteNode, group: RouteGroup | undefined) => {
    const key = routeKey(route);
    const names = key === undefined ? [] : chunkNamesOf(data.chunkNames[key]);
    for (const name of names) users.set(name, (users.get(name) ?? new Set()).add(group));
  };

  const split = (list: RouteNode[], listKey: string): RouteNode[] => {
    const kept: RouteNode[] = [];
    list.forEach((route, index) => {
      const group = groupOf(route);
      const key = routeKey(route) ?? '';
      use(route, group);
      if (!group) {
        kept.push(route.routes ? { ...route, routes: split(route.routes, key) } : route);
        return;
      }
      const duplicate = list.filter((other) => matchedPath(other) === matchedPath(route));
      if (duplicate.length > 1) throw new Error(`client-routes: two routes match ${route.path}`);
      group.chunkNames[key] = data.chunkNames[key];
      const moved = group.routesByList.get(listKey) ?? [];
      moved.push({ index, route });
      group.routesByList.set(listKey, moved);
    });
    return kept;
  };
  const routes = split(data.routes, '');

  for (const group of groups) {
    if (group.routesByList.size === 0) {
      throw new Error(
        `client-routes: no route under ${group.pathPrefix} for group "${group.name}"`,
      );
    }
  }
  const moved = new Set(groups.flatMap((group) => Object.keys(group.chunkNames)));
  const chunkNames = Object.fromEntries(
    Object.entries(data.chunkNames).filter(([key]) => !moved.has(key)),
  );
  const registry = new Map<string, RegistryEntry>();
  for (const [name, entry] of data.registry) {
    const [only, ...others] = users.get(name) ?? [undefined];
    if (only && others.length === 0) only.registry.set(name, entry);
    else registry.set(name, entry);
  }
  return { routes, registry, chunkNames, groups };
}

/** Module text of each client file, by file name (in .docusaurus/client-routes/). */
export function printClientModules(data: SplitRouteData): Map<string, string> {
  const listKeys = new Set(data.groups.flatMap((group) => [...group.routesByList.keys()]));
  const listName = (route: RouteNode) => {
    const key = routeKey(route);
    return key !== undefined && listKeys.has(key)
      ? `routeLists[${JSON.stringify(key)}]`
      : undefined;
  };
  const topLevel = listKeys.has('')
    ? `(routeLists[""] = ${printRoutes(data.routes, listName)})`
    : printRoutes(data.routes, listName);
  const files = new Map<string, string>();
  files.set(
    'routes.js',
    [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      lazyComponentRoute,
      `/** Route lists that on-demand route groups add to, by the key of the route holding them. */`,
      `export const routeLists = {};`,
      `export default ${topLevel};`,
      '',
    ].join('\n'),
  );
  files.set('registry.js', `export default {\n${printRegistryEntries(data.registry)}\n};\n`);
  files.set('routesChunkNames.json', `${JSON.stringify(data.chunkNames)}\n`);
  files.set(
    'groups.js',
    [
      'export default [',
      ...data.groups.map(
        (group) =>
          `  {pathPrefix: ${JSON.stringify(group.pathPrefix)}, load: () => import(/* webpackChunkName: "routes-${group.name}" */ "./group-${group.name}.js")},`,
      ),
      '];',
      '',
    ].join('\n'),
  );
  for (const group of data.groups) {
    const additions = [...group.routesByList].map(
      ([listKey, moved]) =>
        `add(${JSON.stringify(listKey)}, [\n${moved.map(({ index, route }) => `[${index}, ${printRoute(route)}]`).join(',\n')}\n]);`,
    );
    files.set(
      `group-${group.name}.js`,
      [
        `import ComponentCreator from '@docusaurus/ComponentCreator';`,
        `import registry from '@generated/registry';`,
        `import routesChunkNames from '@generated/routesChunkNames';`,
        `import { routeLists } from '@generated/routes';`,
        lazyComponentRoute,
        // ComponentCreator reads both tables when it is called: fill them first.
        `Object.assign(registry, {\n${printRegistryEntries(group.registry)}\n});`,
        `Object.assign(routesChunkNames, JSON.parse(${JSON.stringify(JSON.stringify(group.chunkNames))}));`,
        `function add(listKey, routes) {`,
        `  const list = routeLists[listKey];`,
        `  for (const [index, route] of routes) list.splice(index, 0, route);`,
        `}`,
        ...additions,
        '',
      ].join('\n'),
    );
  }
  return files;
}
