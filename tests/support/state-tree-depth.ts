import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import type { CliDefinition } from '../../plugins/maci-cli-reference/commands';
import { extractInvocations } from '../../plugins/maci-cli-reference/invocations';
import { PackageFacts } from '../../plugins/deployment-planner/facts';
import { packageDir } from './package-symbols';

const facts = new PackageFacts(join(packageDir('maci-contracts'), '..'));

/** The state tree depth the compiled `EmptyBallotRoots` of the installed maci-contracts are for. */
export const compiledStateTreeDepth = (): number => facts.compiledStateTreeDepth();

/** The depth a build of the contracts uses when `STATE_TREE_DEPTH` is not set. */
export const defaultBuildDepth = (): number => facts.defaultBuildDepth();

export interface CreateDepth {
  line: number;
  source: string;
  /** `npm` for maci-cli from npm (`npx maci-cli@1.2.5`), `build` for `node build/ts/index.js`. */
  origin: 'npm' | 'build';
  depth: number;
  /** `STATE_TREE_DEPTH` as set in the same code block, if it is. */
  buildDepth?: number;
}

/** The state tree depth of every `create` invocation in the code blocks of `markdown`. */
export function createDepths(markdown: string, cli: CliDefinition): CreateDepth[] {
  const create = cli.commands.find((c) => c.name === 'create');
  const option = create?.options.find((o) => o.argument === 'stateTreeDepth');
  if (!option) throw new Error('maci-cli has no create --stateTreeDepth option');
  const found: CreateDepth[] = [];
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    const firstLine = node.position?.start.line ?? 1;
    const setting = /\bSTATE_TREE_DEPTH=(\d+)/.exec(node.value);
    const block = `\`\`\`bash\n${node.value}\n\`\`\`\n`;
    for (const invocation of extractInvocations(block)) {
      if (invocation.subcommand !== 'create') continue;
      const at = invocation.args.findIndex((a) => a === option.short || a === option.long);
      const inline = invocation.args.find((a) => a.startsWith(`${option.long}=`));
      const value = inline ? inline.split('=')[1] : at >= 0 ? invocation.args[at + 1] : undefined;
      if (value === undefined) continue;
      found.push({
        line: firstLine + invocation.line - 1,
        source: invocation.source,
        origin: /(^|\s|\/)maci-cli(@\S+)?(\s|$)/.test(invocation.source) ? 'npm' : 'build',
        depth: Number(value),
        buildDepth: setting ? Number(setting[1]) : undefined,
      });
    }
  });
  return found;
}
