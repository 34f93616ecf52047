/**
 * Finds maci-cli invocations in the code blocks of a Markdown page and checks each
 * subcommand and flag against the command definitions of the installed package.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import type { CliDefinition } from './commands';

export interface Invocation {
  /** 1-based line in the Markdown source. */
  line: number;
  /** The invocation as written (continuations joined). */
  source: string;
  subcommand?: string;
  args: string[];
}

export interface InvocationProblem {
  invocation: Invocation;
  message: string;
}

/** Words that may stand before the program name without making it an argument of another tool. */
const launchers = new Set([
  'npx',
  'npm',
  'pnpm',
  'yarn',
  'exec',
  'dlx',
  'sudo',
  '--yes',
  '-y',
  'time',
  '--',
]);

/**
 * The program name as typed: bare, as a path, or with a pinned version or range
 * (`maci-cli@1.2.5`), which is how the docs run it through npx, npm exec or pnpm dlx.
 */
const programName = /(^|\/)maci-cli(@[^\s/]+)?$/;

/** Splits a shell command into words, honouring single and double quotes. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (const match of command.matchAll(pattern)) {
    words.push(match[1] ?? match[2] ?? match[3]);
  }
  return words;
}

/** Where the program name ends in `words`, if these words invoke maci-cli; else -1. */
function programEnd(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (programName.test(word)) {
      // `npm exec maci-cli@1.2.5 -- signup`: npm's `--` only ends npm's own options.
      return words[i + 1] === '--' && words.slice(0, i).includes('exec') ? i + 2 : i + 1;
    }
    if (word === 'node' && /(^|\/)build\/ts\/index\.js$/.test(words[i + 1] ?? '')) return i + 2;
    if (!launchers.has(word) && !/^[A-Z_][A-Z0-9_]*=/.test(word)) return -1;
  }
  return -1;
}

/** One simple command of a shell snippet: a part of a line between `&&`, `||`, `;` or `|`. */
export interface ShellCommand {
  /** 1-based line in the Markdown source where the command's line starts. */
  line: number;
  /** The command as written, continuations joined, prompt and comment removed. */
  source: string;
}

/**
 * Splits the text of a code block (or inline code) into simple commands, so that
 * every checker reads shell snippets the same way. `firstLine` is the Markdown line
 * of the snippet's first line.
 */
export function shellCommands(code: string, firstLine: number): ShellCommand[] {
  const found: ShellCommand[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = firstLine + i;
    let command = lines[i];
    while (/\\\s*$/.test(command) && i + 1 < lines.length) {
      command = command.replace(/\s*\\\s*$/, ' ') + lines[++i].trimStart();
    }
    command = command.replace(/^\s*(\$|>)\s+/, '').replace(/\s#.*$/, '');
    for (const part of command.split(/&&|\|\||;|\|/)) {
      if (part.trim()) found.push({ line, source: part.trim() });
    }
  }
  return found;
}

/** Every maci-cli invocation in the fenced code blocks of `markdown`. */
export function extractInvocations(markdown: string): Invocation[] {
  const found: Invocation[] = [];
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    for (const { line, source } of shellCommands(
      node.value,
      (node.position?.start.line ?? 1) + 1,
    )) {
      const words = shellWords(source);
      const end = programEnd(words);
      if (end < 0) continue;
      const rest = words.slice(end);
      const subcommand = rest[0] && !rest[0].startsWith('-') ? rest[0] : undefined;
      found.push({ line, source, subcommand, args: subcommand ? rest.slice(1) : rest });
    }
  });
  return found;
}

const helpFlags = new Set(['-h', '--help']);
const programFlags = new Set(['-V', '--version', '-h', '--help']);

/** Problems with one invocation: an unknown subcommand or a flag that subcommand lacks. */
export function checkInvocation(invocation: Invocation, cli: CliDefinition): string[] {
  if (!invocation.subcommand) {
    return invocation.args
      .filter((a) => a.startsWith('-') && !programFlags.has(a))
      .map((a) => `unknown program flag ${a}`);
  }
  const command = cli.commands.find((c) => c.name === invocation.subcommand);
  if (!command) return [`unknown subcommand "${invocation.subcommand}"`];
  const problems: string[] = [];
  for (let i = 0; i < invocation.args.length; i++) {
    const arg = invocation.args[i];
    if (!arg.startsWith('-') || /^-\d/.test(arg)) continue;
    const flag = arg.split('=')[0];
    if (helpFlags.has(flag)) continue;
    const option = command.options.find((o) => o.short === flag || o.long === flag);
    if (!option) {
      problems.push(`${command.name} has no option ${flag}`);
      continue;
    }
    // Skip the value of an option that takes one (unless given as --flag=value).
    if (option.argument && !arg.includes('=')) i += 1;
  }
  return problems;
}

export function checkMarkdown(markdown: string, cli: CliDefinition): InvocationProblem[] {
  return extractInvocations(markdown).flatMap((invocation) =>
    checkInvocation(invocation, cli).map((message) => ({ invocation, message })),
  );
}
