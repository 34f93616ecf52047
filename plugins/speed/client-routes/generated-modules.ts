/**
 * Reads and writes the route modules Docusaurus generates in .docusaurus/: routes.js (the
 * route tree) and registry.js (chunk name -> loader). Both are parsed with acorn into plain
 * data; anything outside the shapes Docusaurus 3 generates fails the build, so a format
 * change cannot slip through into a client bundle that differs from the server's.
 */
import { parse } from 'acorn';
import type {
  ArrayExpression,
  Expression,
  Node,
  ObjectExpression,
  Property,
  SpreadElement,
} from 'acorn';

/** One route of the tree, as `{ path, component: ComponentCreator(path, hash), ... }`. */
export interface RouteNode {
  path: string;
  /** ComponentCreator's arguments: the path and the route's hash (none for the 404 route). */
  creator: [string] | [string, string];
  /** Other literal properties (`exact`, `sidebar`, ...) in source order. */
  props: [string, string | number | boolean | null][];
  routes?: RouteNode[];
}

/** A registry entry: `[() => import("P"), "P", require.resolveWeak("P")]`, as source text. */
export interface RegistryEntry {
  /** The loader, `() => import(/* webpackChunkName: ... *\/ "P")`. */
  load: string;
  /** `require.resolveWeak("P")`: the module id react-loadable checks for. */
  weakId: string;
}

function fail(what: string, node: Node): never {
  throw new Error(
    `client-routes: unexpected ${what} at offset ${node.start} of a generated module`,
  );
}

function parseModule(source: string) {
  return parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
}

/** The expression after `export default`. */
function defaultExport(source: string): Expression {
  const program = parseModule(source);
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type.endsWith('Declaration')) fail('default export', declaration);
      return declaration as Expression;
    }
  }
  throw new Error('client-routes: a generated module has no default export');
}

function stringValue(node: Expression | SpreadElement | null): string {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  return fail('non-string value', node ?? ({ start: -1 } as Node));
}

function propertyKey(property: Property): string {
  const { key } = property;
  if (key.type === 'Identifier' && !property.computed) return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return fail('property key', key);
}

function properties(node: ObjectExpression): Property[] {
  return node.properties.map((property) =>
    property.type === 'Property' && property.kind === 'init' && !property.method
      ? property
      : fail('object member', property),
  );
}

function routeNode(node: Expression | SpreadElement | null): RouteNode {
  if (node?.type !== 'ObjectExpression') return fail('route', node ?? ({ start: -1 } as Node));
  let path: string | undefined;
  let creator: RouteNode['creator'] | undefined;
  let routes: RouteNode[] | undefined;
  const props: RouteNode['props'] = [];
  for (const property of properties(node)) {
    const key = propertyKey(property);
    const value = property.value as Expression;
    if (key === 'path') path = stringValue(value);
    else if (key === 'routes') routes = routeList(value);
    else if (key === 'component') {
      const call = value;
      if (
        call.type !== 'CallExpression' ||
        call.callee.type !== 'Identifier' ||
        call.callee.name !== 'ComponentCreator' ||
        call.arguments.length < 1 ||
        call.arguments.length > 2
      ) {
        fail('component', value);
      }
      const args = call.arguments.map(stringValue);
      creator = args.length === 1 ? [args[0] ?? ''] : [args[0] ?? '', args[1] ?? ''];
    } else if (value.type === 'Literal' && !('regex' in value) && typeof value.value !== 'bigint') {
      props.push([key, value.value as string | number | boolean | null]);
    } else {
      fail(`value of "${key}"`, value);
    }
  }
  if (path === undefined || creator === undefined)
    return fail('route without path or component', node);
  // printRoute passes the route's path as the creator's first argument.
  if (creator[0] !== path) return fail('component created for another path', node);
  return routes ? { path, creator, props, routes } : { path, creator, props };
}

function routeList(node: Expression): RouteNode[] {
  if (node.type !== 'ArrayExpression') return fail('route list', node);
  return (node as ArrayExpression).elements.map(routeNode);
}

/** The route tree of a generated routes.js. */
export function parseRoutes(source: string): RouteNode[] {
  return routeList(defaultExport(source));
}

/** Chunk name -> entry of a generated registry.js, in source order. */
export function parseRegistry(source: string): Map<string, RegistryEntry> {
  const registry = defaultExport(source);
  if (registry.type !== 'ObjectExpression') return fail('registry', registry);
  const entries = new Map<string, RegistryEntry>();
  for (const property of properties(registry)) {
    const value = property.value as Expression;
    const [load, modulePath, weakId] = value.type === 'ArrayExpression' ? value.elements : [];
    const isLoader = load?.type === 'ArrowFunctionExpression' && load.params.length === 0;
    const isWeakId =
      weakId?.type === 'CallExpression' &&
      source.slice(weakId.callee.start, weakId.callee.end) === 'require.resolveWeak';
    if (value.type !== 'ArrayExpression' || value.elements.length !== 3 || !isLoader || !isWeakId) {
      fail('registry entry', value);
    }
    // The middle element, the module path, is only read by the server's render.
    stringValue(modulePath ?? null);
    entries.set(propertyKey(property), {
      load: source.slice(load.start, load.end),
      weakId: source.slice(weakId.start, weakId.end),
    });
  }
  return entries;
}

/** A registry module for the browser: the module path string each entry carries becomes 0. */
export function printRegistryEntries(entries: Map<string, RegistryEntry>): string {
  return [...entries]
    .map(([name, { load, weakId }]) => `  ${JSON.stringify(name)}: [${load}, 0, ${weakId}],`)
    .join('\n');
}

/**
 * The function that the printed routes call (printRoute): it gives a route its component
 * when the component is first read, not when the module runs. Docusaurus's routes.js
 * creates every route's component as it runs (ComponentCreator: a loadable component built
 * from the route's chunk names); only the routes a page matches ever read theirs, and the
 * reference's route groups hold hundreds of routes each.
 */
export const lazyComponentRoute = [
  'function route(props, hash) {',
  '  let component;',
  "  return Object.defineProperty(props, 'component', {",
  '    enumerable: true,',
  '    get: () => (component ??= ComponentCreator(props.path, hash)),',
  '  });',
  '}',
].join('\n');

/** A route as a JavaScript expression; `listName` wraps a child list: `(name = [...])`. */
export function printRoute(
  route: RouteNode,
  listName?: (route: RouteNode) => string | undefined,
): string {
  const members = [
    `path: ${JSON.stringify(route.path)}`,
    ...route.props.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`),
  ];
  if (route.routes) {
    const list = printRoutes(route.routes, listName);
    const name = listName?.(route);
    members.push(`routes: ${name ? `(${name} = ${list})` : list}`);
  }
  // The creator's first argument is the route's path (routeNode checks it).
  const hash = route.creator[1] === undefined ? '' : `, ${JSON.stringify(route.creator[1])}`;
  return `route({${members.join(', ')}}${hash})`;
}

export function printRoutes(
  routes: RouteNode[],
  listName?: (route: RouteNode) => string | undefined,
): string {
  return `[\n${routes.map((route) => printRoute(route, listName)).join(',\n')}\n]`;
}
