/**
 * Reads the subcommands of the installed maci-cli from its own commander definitions.
 *
 * maci-cli builds its commander program in build/ts/index.js but does not export it, and
 * loading that file for real would start Hardhat. So the file is evaluated in a sandbox
 * whose `require` hands out the real commander and inert stand-ins for everything else;
 * the program object it builds is then read back.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

export interface CliOption {
  /** As declared, e.g. `-s, --state-tree-depth <stateTreeDepth>`. */
  flags: string;
  short?: string;
  long?: string;
  /** Name of the value the option takes, e.g. `stateTreeDepth`; absent for a boolean switch. */
  argument?: string;
  description: string;
  required: boolean;
  defaultValue?: string;
}

export interface CliCommand {
  name: string;
  description: string;
  arguments: { name: string; required: boolean }[];
  options: CliOption[];
}

export interface CliDefinition {
  name: string;
  version: string;
  commands: CliCommand[];
}

interface CommanderOption {
  flags: string;
  short?: string;
  long?: string;
  description: string;
  mandatory: boolean;
  required: boolean;
  optional: boolean;
  defaultValue?: unknown;
}
interface CommanderArgument {
  name(): string;
  required: boolean;
}
interface CommanderCommand {
  name(): string;
  description(): string;
  options: readonly CommanderOption[];
  registeredArguments?: readonly CommanderArgument[];
  commands: readonly CommanderCommand[];
}

/** `-ph3, --poseidonT3Address <poseidonT3Address>` → its argument name, if it takes one. */
export function argumentOf(flags: string): string | undefined {
  return /[<[]([^>\]]+)[>\]]/.exec(flags)?.[1];
}

function describeDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

export function toCliCommand(command: CommanderCommand): CliCommand {
  return {
    name: command.name(),
    description: command.description(),
    arguments: (command.registeredArguments ?? []).map((a) => ({
      name: a.name(),
      required: a.required,
    })),
    options: command.options.map((o) => ({
      flags: o.flags,
      short: o.short,
      long: o.long,
      argument: argumentOf(o.flags),
      description: o.description,
      required: o.mandatory,
      defaultValue: describeDefault(o.defaultValue),
    })),
  };
}

/** The npm package whose commands the reference documents. */
export const cliPackageName = 'maci-cli';

/** Loads the command definitions of the maci-cli package installed beside this project. */
export function loadMaciCli(fromDir: string = process.cwd()): CliDefinition {
  const siteRequire = createRequire(join(fromDir, 'package.json'));
  // The package's `exports` hide package.json; its main entry is build/ts/index.js.
  const entry = siteRequire.resolve(cliPackageName);
  const packageJsonPath = join(dirname(entry), '..', '..', 'package.json');
  const cliRequire = createRequire(entry);
  const { Command } = cliRequire('@commander-js/extra-typings') as {
    Command: new () => CommanderCommand;
  };

  const created: CommanderCommand[] = [];
  class RecordingCommand extends (Command as new () => object) {
    constructor() {
      super();
      created.push(this as unknown as CommanderCommand);
    }
  }
  const inert: unknown = new Proxy(() => inert, { get: () => inert, apply: () => inert });
  const sandboxRequire = (id: string): unknown => {
    if (id === '@commander-js/extra-typings') return { Command: RecordingCommand };
    if (id === 'fs' || id === 'path') return cliRequire(id);
    return inert;
  };
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(entry, 'utf8').replace(/^#!.*/, '')}\n})`,
    { filename: entry },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, sandboxRequire, module, entry, dirname(entry));

  const program = created[0];
  if (!program) throw new Error(`maci-cli: no commander program found in ${entry}`);
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string };
  return {
    name: program.name(),
    version,
    commands: program.commands.map(toCliCommand),
  };
}
