import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ArgumentsParser } from 'hardhat/internal/cli/ArgumentsParser';
import { HardhatContext } from 'hardhat/internal/context';
import { getEnvHardhatArguments } from 'hardhat/internal/core/params/env-variables';
import { HARDHAT_PARAM_DEFINITIONS } from 'hardhat/internal/core/params/hardhat-params';
import type { TaskDefinition } from 'hardhat/types';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { shellCommands, shellWords } from '../../plugins/maci-cli-reference/invocations';
import { packageDir } from './package-symbols';

/**
 * The tasks that maci-contracts adds to Hardhat (`deploy-full`, `merge`, `prove`, ...), as
 * Hardhat itself records them: the runner modules of the installed package are loaded into
 * a fresh Hardhat context, so parameter names, types and flags come from the package.
 */
export function maciHardhatTasks(): Record<string, TaskDefinition> {
  const context = HardhatContext.isCreated()
    ? HardhatContext.getHardhatContext()
    : HardhatContext.createHardhatContext();
  const runnerDir = join(packageDir('maci-contracts'), 'build', 'tasks', 'runner');
  const load = createRequire(join(runnerDir, 'index.js'));
  for (const file of readdirSync(runnerDir).filter((name) => name.endsWith('.js'))) {
    load(join(runnerDir, file));
  }
  return context.tasksDSL.getTaskDefinitions();
}

/** The `scripts` of the installed maci-contracts package (`deploy:sepolia`, ...). */
export function maciContractsScripts(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(join(packageDir('maci-contracts'), 'package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  return manifest.scripts;
}

export interface TaskInvocation {
  line: number;
  source: string;
  /** The words that reach Hardhat after package scripts are expanded, starting at `hardhat`. */
  hardhatArgs: string[];
}

/**
 * The words after `hardhat` that a shell command passes to Hardhat, expanding
 * `pnpm run <script>` through the package's scripts; undefined if it does not run Hardhat.
 */
export function hardhatArguments(
  words: string[],
  scripts: Record<string, string>,
): string[] | undefined {
  let rest = words;
  for (let depth = 0; depth < 10; depth++) {
    const at = rest.indexOf('hardhat');
    const launchers = rest.slice(0, Math.max(at, 0));
    if (at >= 0 && launchers.every((w) => ['npx', 'pnpm', 'exec', 'yarn'].includes(w))) {
      return rest.slice(at + 1);
    }
    if (rest[0] === 'pnpm' && rest[1] === 'run' && rest[2] && scripts[rest[2]] !== undefined) {
      rest = [...shellWords(scripts[rest[2]]), ...rest.slice(3)];
      continue;
    }
    return undefined;
  }
  return undefined;
}

/** Every command in the fenced code blocks of `markdown` that runs Hardhat. */
export function taskInvocations(
  markdown: string,
  scripts: Record<string, string>,
): TaskInvocation[] {
  const found: TaskInvocation[] = [];
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    for (const { line, source } of shellCommands(
      node.value,
      (node.position?.start.line ?? 1) + 1,
    )) {
      const hardhatArgs = hardhatArguments(shellWords(source), scripts);
      if (hardhatArgs) found.push({ line, source, hardhatArgs });
    }
  });
  return found;
}

/**
 * What Hardhat would say about an invocation of one of `tasks` before running it: unknown
 * or repeated parameters, parameters without a value, values of the wrong type and missing
 * required parameters, with Hardhat's own message. An `int` parameter also gets a value
 * that JavaScript cannot hold exactly (a transaction hash, say), because Hardhat turns it
 * into a Number. Invocations of other tasks (`node`, `test`) are not checked.
 */
export function checkTaskInvocation(
  invocation: TaskInvocation,
  tasks: Record<string, TaskDefinition>,
): string[] {
  const parser = new ArgumentsParser();
  try {
    const { scopeOrTaskName, allUnparsedCLAs } = parser.parseHardhatArguments(
      HARDHAT_PARAM_DEFINITIONS,
      // The defaults of Hardhat's own options, with no HARDHAT_* variables in the way.
      getEnvHardhatArguments(HARDHAT_PARAM_DEFINITIONS, {}),
      invocation.hardhatArgs,
    );
    const task = scopeOrTaskName === undefined ? undefined : tasks[scopeOrTaskName];
    if (!task) return [];
    const args = parser.parseTaskArguments(task, allUnparsedCLAs.slice(1));
    return Object.entries(args)
      .filter(([name, value]) => {
        const definition = task.paramDefinitions[name];
        return (
          definition?.type.name === 'int' &&
          typeof value === 'number' &&
          !Number.isSafeInteger(value)
        );
      })
      .map(
        ([name]) =>
          `${ArgumentsParser.paramNameToCLA(name)} is an int parameter, and its value is too large to be read exactly`,
      );
  } catch (error) {
    return [(error as Error).message];
  }
}
