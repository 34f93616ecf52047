/**
 * Procedures written twice. A procedure is a run of maci-cli commands; two runs are the same
 * when their commands are: the same subcommands with the same options, compared as the CLI
 * reads them (each option by its long name, in any order, `-s` the same as `--stateTreeDepth`).
 * Values are left out on purpose: a copy whose depths or paths drifted is still a copy.
 */
import type { CliDefinition } from '../../plugins/maci-cli-reference/commands';
import { extractInvocations, type Invocation } from '../../plugins/maci-cli-reference/invocations';

/** One maci-cli command of a page, in the form commands are compared in. */
export interface NormalizedCommand {
  line: number;
  key: string;
}

/** `subcommand --long …` with options sorted and values dropped; unknown flags are kept as written. */
export function normalizeInvocation(invocation: Invocation, cli: CliDefinition): string {
  const command = cli.commands.find((c) => c.name === invocation.subcommand);
  const options: string[] = [];
  const operands: string[] = [];
  const { args } = invocation;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-') || /^-\d/.test(arg)) {
      operands.push(arg);
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s);
    const option = command?.options.find((o) => o.short === flag || o.long === flag);
    const name = option?.long ?? flag;
    // Skip the value of an option that takes one, unless it came with the flag (--flag=value).
    if (option?.argument && inline === undefined) i += 1;
    options.push(name);
  }
  return [invocation.subcommand ?? '', ...options.sort(), ...operands].join(' ');
}

/** The maci-cli commands of a Markdown source, in order (help and version calls left out). */
export function normalizedCommands(markdown: string, cli: CliDefinition): NormalizedCommand[] {
  return extractInvocations(markdown)
    .filter((invocation) => invocation.subcommand)
    .map((invocation) => ({ line: invocation.line, key: normalizeInvocation(invocation, cli) }));
}

export interface SharedSequence {
  /** The commands, normalized. */
  commands: string[];
  /** `file:line` of the first command in each source that holds them. */
  places: string[];
}

/**
 * Runs of `length` consecutive commands that appear in more than one source. Each source is
 * read as written (a partial is its own source, and a page that includes it does not repeat it).
 */
export function sharedSequences(
  sources: { name: string; markdown: string }[],
  cli: CliDefinition,
  length = 3,
): SharedSequence[] {
  const seen = new Map<string, { commands: string[]; places: Map<string, string> }>();
  for (const { name, markdown } of sources) {
    const commands = normalizedCommands(markdown, cli);
    for (let i = 0; i + length <= commands.length; i++) {
      const run = commands.slice(i, i + length).map((c) => c.key);
      const key = run.join('\n');
      const entry = seen.get(key) ?? { commands: run, places: new Map<string, string>() };
      if (!entry.places.has(name)) entry.places.set(name, `${name}:${commands[i].line}`);
      seen.set(key, entry);
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.places.size > 1)
    .map((entry) => ({ commands: entry.commands, places: [...entry.places.values()] }));
}
