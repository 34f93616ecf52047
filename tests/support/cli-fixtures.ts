import type { CliCommand, CliOption } from '../../plugins/maci-cli-reference/commands';
import { argumentOf } from '../../plugins/maci-cli-reference/commands';

/** A commander-style option from its flags, e.g. option('-p, --pubkey <key>', { required: true }). */
export function option(
  flags: string,
  extra: { required?: boolean; defaultValue?: string; description?: string } = {},
): CliOption {
  const [short, long] = flags.split(/,\s*/).map((part) => part.split(' ')[0]);
  return {
    flags,
    short,
    long,
    argument: argumentOf(flags),
    description: extra.description ?? `the ${long.replace(/^--/, '')} option`,
    required: extra.required ?? false,
    defaultValue: extra.defaultValue,
  };
}

export function command(name: string, options: CliOption[], description = name): CliCommand {
  return { name, description, arguments: [], options };
}
