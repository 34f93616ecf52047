/**
 * The error messages maci-cli prints, read from its compiled JavaScript: every
 * `logError(…)` (printed as `[✗] …`) and `throw new Error(…)` whose text is a literal, with
 * the subcommands whose code path reaches it. A subcommand reaches a function when its
 * action calls it, directly or through other top-level functions of the package; a call
 * inside a `try` whose `catch` swallows the error (throws and reports nothing) does not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { placeholder } from './lookup';

export interface CliMessage {
  /** The message as written in the source, each placeholder as `…`. */
  key: string;
  /** How the CLI shows it: `logError` prefixes `[✗] `; a plain `Error` shows its text. */
  printed: 'logError' | 'throw';
  /** Files (relative to the package's build/ts) that raise it, sorted. */
  files: string[];
  /** Subcommands that can print it, sorted. */
  subcommands: string[];
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function childNodes(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof (item as Node).type === 'string') out.push(item);
    } else if (value && typeof (value as Node).type === 'string') {
      out.push(value as Node);
    }
  }
  return out;
}

/** The text of a string or template literal, or undefined for anything else. */
export function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return quasis.map((q) => q.value.cooked).join(placeholder);
  }
  return undefined;
}

/** The called name: `f(…)`, `x.f(…)` and TypeScript's `(0, x.f)(…)` all give `f`. */
function calleeName(callee: Node): string | undefined {
  const target = unwrap(callee);
  if (target.type === 'Identifier') return target.name as string;
  if (target.type === 'MemberExpression' && !target.computed)
    return (target.property as Node).name as string;
  return undefined;
}

/** `(0, x.f)` → `x.f`: TypeScript's way of calling an import without a `this`. */
function unwrap(callee: Node): Node {
  if (callee.type !== 'SequenceExpression') return callee;
  const list = callee.expressions as Node[];
  return list[list.length - 1];
}

/**
 * The package function a call reaches, if any: a plain `f(…)`, or `m.f(…)` where `m` is a
 * module of the package (`require("./…")`) or `exports`. A method of some object
 * (`maciContract.getPoll(…)`) is not a package function, whatever its name.
 */
function packageCallee(callee: Node, modules: Set<string>): string | undefined {
  const target = unwrap(callee);
  if (target.type === 'Identifier') return target.name as string;
  if (target.type !== 'MemberExpression' || target.computed) return undefined;
  const object = target.object as Node;
  if (object.type === 'Identifier' && modules.has(object.name as string))
    return (target.property as Node).name as string;
  return undefined;
}

/** Names bound to the package's own modules: `const x_1 = require("./x")` and wrapped forms. */
function packageModules(program: Node): Set<string> {
  const names = new Set<string>(['exports']);
  const requiresLocal = (node: Node): boolean => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const [first] = node.arguments as Node[];
      if (callee.type === 'Identifier' && callee.name === 'require')
        return typeof first?.value === 'string' && first.value.startsWith('.');
      return first !== undefined && requiresLocal(first);
    }
    return false;
  };
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init as Node | undefined;
      if (init && requiresLocal(init)) names.add((declarator.id as Node).name as string);
    }
  }
  return names;
}

/** A catch clause that neither throws nor reports: the try's failures never reach the reader. */
function swallows(handler: Node | null | undefined): boolean {
  if (!handler) return false;
  let reports = false;
  const visit = (node: Node): void => {
    if (node.type === 'ThrowStatement') reports = true;
    if (node.type === 'CallExpression') {
      const name = calleeName(node.callee as Node);
      if (name === 'logError' || name === 'error') reports = true;
    }
    childNodes(node).forEach(visit);
  };
  visit(handler);
  return !reports;
}

interface Scope {
  /** Messages raised in the function's own body. */
  messages: { key: string; printed: CliMessage['printed']; file: string }[];
  /** Names of the functions it calls. */
  calls: Set<string>;
}

/** The name a top-level statement defines as a function, if it does. */
function topLevelFunctionName(statement: Node): string | undefined {
  if (statement.type === 'FunctionDeclaration') return (statement.id as Node).name as string;
  if (statement.type === 'VariableDeclaration') {
    const [declarator] = statement.declarations as Node[];
    const init = declarator?.init as Node | undefined;
    if (init && /FunctionExpression$/.test(init.type))
      return (declarator.id as Node).name as string;
  }
  return undefined;
}

/** The subcommand name of a `program.command("name")….action(fn)` chain. */
function commandOfChain(call: Node): string | undefined {
  let node: Node | undefined = call;
  while (node && node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (callee.type !== 'MemberExpression') return undefined;
    if ((callee.property as Node).name === 'command') {
      return literalText((node.arguments as Node[])[0])?.split(' ')[0];
    }
    node = callee.object as Node;
  }
  return undefined;
}

function collect(
  node: Node,
  scope: Scope,
  file: string,
  modules: Set<string>,
  inSwallowedTry = false,
): void {
  if (node.type === 'TryStatement') {
    const swallowed = swallows(node.handler as Node | null);
    collect(node.block as Node, scope, file, modules, inSwallowedTry || swallowed);
    if (node.handler) collect(node.handler as Node, scope, file, modules, inSwallowedTry);
    if (node.finalizer) collect(node.finalizer as Node, scope, file, modules, inSwallowedTry);
    return;
  }
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    const name = calleeName(node.callee as Node);
    const text = literalText((node.arguments as Node[])[0]);
    if (node.type === 'CallExpression' && name === 'logError' && text !== undefined) {
      scope.messages.push({ key: text, printed: 'logError', file });
    } else if (node.type === 'NewExpression' && name === 'Error' && text !== undefined) {
      scope.messages.push({ key: text, printed: 'throw', file });
    } else if (!inSwallowedTry) {
      const target = packageCallee(node.callee as Node, modules);
      if (target) scope.calls.add(target);
    }
  }
  for (const child of childNodes(node)) collect(child, scope, file, modules, inSwallowedTry);
}

/** Every message of the given files (path relative to `root` and source text). */
export function readCliMessages(files: { file: string; source: string }[]): CliMessage[] {
  const functions = new Map<string, Scope[]>();
  const actions = new Map<string, Scope>();
  for (const { file, source } of files) {
    const program = parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'script',
    }) as unknown as Node;
    const modules = packageModules(program);
    for (const statement of program.body as Node[]) {
      const name = topLevelFunctionName(statement);
      if (name) {
        const scope: Scope = { messages: [], calls: new Set() };
        collect(statement, scope, file, modules);
        functions.set(name, [...(functions.get(name) ?? []), scope]);
        continue;
      }
      // Subcommand actions: `.action(fn)` at the end of a `.command("name")` chain.
      const visit = (node: Node): void => {
        if (node.type === 'CallExpression') {
          const callee = node.callee as Node;
          if (callee.type === 'MemberExpression' && (callee.property as Node).name === 'action') {
            const command = commandOfChain(callee.object as Node);
            if (command) {
              const scope: Scope = { messages: [], calls: new Set() };
              for (const argument of node.arguments as Node[])
                collect(argument, scope, file, modules);
              actions.set(command, scope);
            }
          }
        }
        childNodes(node).forEach(visit);
      };
      visit(statement);
    }
  }
  const messages = new Map<string, CliMessage>();
  const add = (entry: Scope['messages'][number], command?: string): void => {
    let found = messages.get(entry.key);
    if (!found) {
      found = { key: entry.key, printed: entry.printed, files: [], subcommands: [] };
      messages.set(entry.key, found);
    }
    if (!found.files.includes(entry.file)) found.files.push(entry.file);
    if (command && !found.subcommands.includes(command)) found.subcommands.push(command);
  };
  for (const scopes of functions.values())
    for (const scope of scopes) scope.messages.forEach((m) => add(m));
  for (const [command, action] of actions) {
    const seen = new Set<Scope>();
    const queue: Scope[] = [action];
    while (queue.length > 0) {
      const scope = queue.shift() as Scope;
      if (seen.has(scope)) continue;
      seen.add(scope);
      scope.messages.forEach((m) => add(m, command));
      for (const name of scope.calls) queue.push(...(functions.get(name) ?? []));
    }
  }
  const list = [...messages.values()];
  for (const message of list) {
    message.files.sort();
    message.subcommands.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  }
  return list.sort((a, b) => a.key.localeCompare(b.key, 'en', { sensitivity: 'base' }));
}

/** The installed CLI's compiled files, relative to its `build/ts`. */
export function readCliBuild(packageRoot: string): { file: string; source: string }[] {
  const root = path.join(packageRoot, 'build', 'ts');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      source: fs.readFileSync(path.join(root, file), 'utf8'),
    }));
}

/** `Could not find ….` → `cli-could-not-find`: the entry's anchor. */
export function cliAnchor(key: string): string {
  const slug = key
    .toLowerCase()
    .replace(/…/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `cli-${slug}`;
}
