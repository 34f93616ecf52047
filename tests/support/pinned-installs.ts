/**
 * Finds commands on a docs page that install or fetch MACI without pinning the
 * documented release: package installs and one-off runs whose MACI packages carry no
 * version that stays within its minor line, and clones of the MACI repository that
 * never check out the release tag. The installed latest releases and the default
 * branch have moved to newer major versions, so an unpinned command gets other code.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code, InlineCode, Nodes, Paragraph } from 'mdast';
import { visit } from 'unist-util-visit';
import {
  shellCommands,
  shellWords,
  type ShellCommand,
} from '../../plugins/maci-cli-reference/invocations';

export interface PinOptions {
  /** npm names of the MACI packages, e.g. maci-cli. */
  packages: readonly string[];
  /** The documented release, e.g. 1.2.5. */
  version: string;
  /** Web address of the MACI repository. */
  repository: string;
}

export interface PinProblem {
  /** 1-based line in the Markdown source. */
  line: number;
  /** The command as written (continuations joined). */
  source: string;
  message: string;
}

/** A snippet whose commands are read together: a fenced block, or one inline code span. */
type Snippet = ShellCommand[];

/** Every code block and inline code span of `markdown`, split into simple commands. */
function snippets(markdown: string): Snippet[] {
  const found: Snippet[] = [];
  visit(fromMarkdown(markdown), (node) => {
    if (node.type === 'code') {
      const code = node as Code;
      found.push(shellCommands(code.value, (code.position?.start.line ?? 1) + 1));
    } else if (node.type === 'inlineCode') {
      const code = node as InlineCode;
      found.push(shellCommands(code.value, code.position?.start.line ?? 1));
    }
  });
  return found;
}

/** Drops what may stand before a program without changing it: sudo, time, VAR=value. */
function programWords(source: string): string[] {
  const words = shellWords(source);
  let i = 0;
  while (i < words.length && (/^(sudo|time|command)$/.test(words[i]) || /^\w+=/.test(words[i]))) {
    i += 1;
  }
  return words.slice(i);
}

/** Options of each package manager that take a separate value, which is then no package. */
const valueFlags: Record<string, ReadonlySet<string>> = {
  npm: new Set([
    '-w',
    '--workspace',
    '--prefix',
    '--tag',
    '--registry',
    '--omit',
    '--include',
    '--cache',
  ]),
  pnpm: new Set(['-F', '--filter', '-C', '--dir', '--registry']),
  yarn: new Set(['--cwd', '--registry']),
};

// cspell:ignore insta isnt isnta isntal isntall
/** npm's own spellings of `install`, including the typos it accepts on purpose. */
const npmInstall = new Set([
  'install',
  'i',
  'in',
  'ins',
  'inst',
  'insta',
  'instal',
  'isnt',
  'isnta',
  'isntal',
  'isntall',
  'add',
]);

/** The words that are not options (nor option values), in order. */
function positionals(args: string[], flags: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') continue;
    if (args[i].startsWith('-')) {
      if (flags.has(args[i])) i += 1;
      continue;
    }
    out.push(args[i]);
  }
  return out;
}

/**
 * The packages a one-off run (npx, npm exec, pnpm dlx, yarn dlx) fetches: those named
 * by `-p`/`--package`, or else the first word that is not an option. Later words are
 * arguments of the program and are not read.
 */
function runSpecs(args: string[]): string[] {
  const specs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-p' || arg === '--package') {
      if (args[i + 1] !== undefined) specs.push(args[++i]);
    } else if (arg.startsWith('--package=')) {
      specs.push(arg.slice('--package='.length));
    } else if (arg === '-c' || arg === '--call') {
      i += 1;
    } else if (arg === '--') {
      if (specs.length === 0 && args[i + 1] !== undefined) specs.push(args[i + 1]);
      break;
    } else if (!arg.startsWith('-')) {
      // With -p the first word is a command name, not a package.
      if (specs.length === 0) specs.push(arg);
      break;
    }
  }
  return specs;
}

/** The subcommand of a package manager (first non-option word) and what follows it. */
function subcommand(args: string[], flags: ReadonlySet<string>): [string, string[]] {
  for (let i = 0; i < args.length; i++) {
    if (!args[i].startsWith('-')) return [args[i], args.slice(i + 1)];
    if (flags.has(args[i])) i += 1;
  }
  return ['', []];
}

/** The package specs an install or one-off run in `words` fetches; none for other commands. */
export function fetchedSpecs(words: string[]): string[] {
  const [tool, ...args] = words;
  if (tool === 'npx') return runSpecs(args);
  const flags = valueFlags[tool];
  if (!flags) return [];
  const [sub, rest] = subcommand(args, flags);
  if (tool === 'npm') {
    if (npmInstall.has(sub)) return positionals(rest, flags);
    if (sub === 'exec' || sub === 'x') return runSpecs(rest);
  } else if (tool === 'pnpm') {
    if (sub === 'add' || sub === 'install' || sub === 'i') return positionals(rest, flags);
    if (sub === 'dlx') return runSpecs(rest);
  } else if (tool === 'yarn') {
    if (sub === 'add') return positionals(rest, flags);
    if (sub === 'global') {
      const [globalSub, globalRest] = subcommand(rest, flags);
      if (globalSub === 'add') return positionals(globalRest, flags);
    }
    if (sub === 'dlx') return runSpecs(rest);
  }
  return [];
}

/**
 * Splits a package spec into name and version range (empty when none is given).
 * An alias (`alias@npm:maci-cli@1.2.5`) is read as the package it points to.
 */
export function parseSpec(spec: string): { name: string; range: string } {
  const alias = /^(?:@[^@/]+\/)?[^@]*@npm:(.+)$/.exec(spec);
  if (alias) return parseSpec(alias[1]);
  const plain = spec.startsWith('npm:') ? spec.slice(4) : spec;
  const at = plain.indexOf('@', plain.startsWith('@') ? 1 : 0);
  return at < 0
    ? { name: plain, range: '' }
    : { name: plain.slice(0, at), range: plain.slice(at + 1) };
}

/**
 * Whether `range` can only resolve to the minor line of `version` (1.2.x for 1.2.5):
 * an exact 1.2.N, ~1.2.N, 1.2.x, 1.2 or ~1.2. Caret ranges, bare majors and dist-tags
 * such as latest are rejected because they follow new releases.
 */
export function staysOnMinor(range: string, version: string): boolean {
  const [major, minor] = version.split('.');
  const line = `${major}\\.${minor}`;
  const exact = new RegExp(`^[=v]?${line}\\.\\d+$`);
  const tilde = new RegExp(`^~\\s*v?${line}(\\.(\\d+|[xX*]))?$`);
  const wildcard = new RegExp(`^v?${line}(\\.[xX*])?$`);
  return [exact, tilde, wildcard].some((pattern) => pattern.test(range.trim()));
}

/** Problems with the MACI packages an install or one-off run fetches. */
function unpinnedPackages(command: ShellCommand, options: PinOptions): PinProblem[] {
  const problems: PinProblem[] = [];
  for (const spec of fetchedSpecs(programWords(command.source))) {
    const { name, range } = parseSpec(spec);
    if (!options.packages.includes(name) || staysOnMinor(range, options.version)) continue;
    const what = range
      ? `${spec} may resolve outside ${minorLine(options.version)}`
      : `${spec} has no version`;
    problems.push({
      ...command,
      message: `${what}; pin it as ${name}@${options.version}`,
    });
  }
  return problems;
}

/** `1.2.x` for `1.2.5`: how messages name the allowed releases. */
function minorLine(version: string): string {
  return `${version.split('.').slice(0, 2).join('.')}.x`;
}

/** `host/owner/name` of a git address, lower-cased, so different spellings compare equal. */
export function repositoryKey(address: string): string {
  return address
    .trim()
    .replace(/^[a-z+]+:\/\//i, '')
    .replace(/^[^@/]+@/, '')
    .replace(/^([^/:]+):(?!\d)/, '$1/')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .toLowerCase();
}

/** The words after `git` and its own options (`-C dir`, `-c key=value`). */
function gitSubcommand(words: string[]): string[] {
  if (words[0] !== 'git') return [];
  let i = 1;
  while (i < words.length && words[i].startsWith('-')) {
    i += words[i] === '-C' || words[i] === '-c' ? 2 : 1;
  }
  return words.slice(i);
}

/** Options of git clone that take a separate value. */
const cloneValueFlags = new Set([
  '-b',
  '--branch',
  '-o',
  '--origin',
  '-c',
  '--config',
  '--depth',
  '--reference',
  '--reference-if-able',
  '-j',
  '--jobs',
  '-u',
  '--upload-pack',
  '--template',
  '--separate-git-dir',
  '--filter',
  '--shallow-since',
  '--shallow-exclude',
]);

/** The repository a `git clone` clones and the branch or tag it asks for, if any. */
function parseClone(args: string[]): { repository?: string; branch?: string } {
  let repository: string | undefined;
  let branch: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-b' || arg === '--branch') branch = args[i + 1];
    else if (arg.startsWith('--branch=')) branch = arg.slice('--branch='.length);
    else if (/^-b./.test(arg)) branch = arg.slice(2);
    if (arg.startsWith('-')) {
      if (cloneValueFlags.has(arg)) i += 1;
    } else if (repository === undefined) {
      repository = arg;
    }
  }
  return { repository, branch };
}

/** Whether a command checks out `tag`: `git checkout v1.2.5` or `git switch --detach v1.2.5`. */
function checksOut(command: ShellCommand, tag: string): boolean {
  const [sub, ...args] = gitSubcommand(programWords(command.source));
  const targets = args.filter((a) => !a.startsWith('-'));
  const named = targets.some((t) => t === tag || t === `tags/${tag}` || t === `refs/tags/${tag}`);
  if (sub === 'checkout') return named;
  return sub === 'switch' && args.some((a) => a === '--detach' || a === '-d') && named;
}

/** Clones of the MACI repository in a snippet that neither ask for the tag nor check it out later. */
function unpinnedClones(snippet: Snippet, options: PinOptions): PinProblem[] {
  const tag = `v${options.version}`;
  const maci = repositoryKey(options.repository);
  const problems: PinProblem[] = [];
  snippet.forEach((command, index) => {
    const [sub, ...args] = gitSubcommand(programWords(command.source));
    if (sub !== 'clone') return;
    const { repository, branch } = parseClone(args);
    if (!repository || repositoryKey(repository) !== maci || branch === tag) return;
    if (snippet.slice(index + 1).some((later) => checksOut(later, tag))) return;
    problems.push({
      ...command,
      message: `clone of the MACI repository ${branch ? `asks for ${branch}` : 'has no --branch'}; pass --branch ${tag} or run git checkout ${tag} after it`,
    });
  });
  return problems;
}

/** Every install, one-off run or clone on a page that does not pin the documented release. */
export function findUnpinned(markdown: string, options: PinOptions): PinProblem[] {
  return snippets(markdown)
    .flatMap((snippet) => [
      ...snippet.flatMap((command) => unpinnedPackages(command, options)),
      ...unpinnedClones(snippet, options),
    ])
    .sort((a, b) => a.line - b.line);
}

/** The visible text of a node: its text and inline code, without Markdown syntax. */
function plainText(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

/**
 * Whether some paragraph of the page says that its steps use the default branch and
 * names the pinned release, so that a page left out of the pinning rule tells its
 * readers why it does not pin.
 */
export function saysDefaultBranch(markdown: string, version: string): boolean {
  let says = false;
  visit(fromMarkdown(markdown), 'paragraph', (node: Paragraph) => {
    const text = plainText(node).replace(/\s+/g, ' ');
    if (/\bdefault branch\b/i.test(text) && text.includes(version)) says = true;
  });
  return says;
}
