/**
 * Renders maci-cli's command definitions as Markdown syntax tree nodes: one h3 per
 * subcommand, its description, a usage line and a table of its options.
 */
import type { Heading, Paragraph, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { CliCommand, CliDefinition, CliOption } from './commands';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

function row(cells: PhrasingContent[][]): TableRow {
  return { type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) };
}

/** The first letter upper-cased, so that terse help strings read as sentences. */
export function sentence(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?)]$/.test(capital) ? capital : `${capital}.`;
}

/** `maci-cli deployPoll -t <pollDuration> ... [options]`: the required options spelled out. */
export function usage(cliName: string, command: CliCommand): string {
  const parts = [cliName, command.name];
  for (const argument of command.arguments) {
    parts.push(argument.required ? `<${argument.name}>` : `[${argument.name}]`);
  }
  for (const option of command.options.filter((o) => o.required)) {
    const flag = option.long ?? option.short ?? option.flags;
    parts.push(option.argument ? `${flag} <${option.argument}>` : flag);
  }
  if (command.options.some((o) => !o.required)) parts.push('[options]');
  return parts.join(' ');
}

function optionCells(option: CliOption): PhrasingContent[][] {
  const names = [option.short, option.long].filter((n): n is string => Boolean(n));
  const flagCell: PhrasingContent[] = [];
  names.forEach((name, i) => {
    if (i > 0) flagCell.push(text(', '));
    flagCell.push(code(name));
  });
  return [
    flagCell,
    option.argument ? [code(`<${option.argument}>`)] : [text('none (switch)')],
    option.required ? [strong('required')] : [text('optional')],
    option.defaultValue === undefined ? [text('none')] : [code(option.defaultValue)],
    [text(sentence(option.description))],
  ];
}

export function renderCommand(cliName: string, command: CliCommand): RootContent[] {
  const heading: Heading = { type: 'heading', depth: 3, children: [text(command.name)] };
  const description: Paragraph = {
    type: 'paragraph',
    children: [text(sentence(command.description || 'No description given.'))],
  };
  const nodes: RootContent[] = [
    heading,
    description,
    { type: 'code', lang: 'text', value: usage(cliName, command) },
  ];
  if (command.options.length > 0) {
    const table: Table = {
      type: 'table',
      align: [null, null, null, null, null],
      children: [
        row([
          [text('Option')],
          [text('Value')],
          [text('Required')],
          [text('Default')],
          [text('Description')],
        ]),
        ...command.options.map((option) => row(optionCells(option))),
      ],
    };
    nodes.push(table);
  } else {
    nodes.push({ type: 'paragraph', children: [text('This command takes no options.')] });
  }
  return nodes;
}

/** The whole reference, commands in alphabetical order so that readers can scan it. */
export function renderReference(cli: CliDefinition): RootContent[] {
  const intro: Paragraph = {
    type: 'paragraph',
    children: [
      text(`Generated from the ${cli.name} ${cli.version} package at build time: `),
      text(`${cli.commands.length} subcommands. Every subcommand also accepts `),
      code('-h, --help'),
      text('.'),
    ],
  };
  const sorted = [...cli.commands].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  return [intro, ...sorted.flatMap((command) => renderCommand(cli.name, command))];
}
