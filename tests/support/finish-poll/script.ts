/**
 * The coordinator script that /docs/finishing-a-poll/ shows and its tests run, and the exit codes
 * it declares, read from its source: the script is a file a reader copies, so it exports nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../docs-files';

export const finishPollScript = join(repoRoot, 'examples', 'finish-poll', 'finish-poll.ts');

/** Parses `const exitCodes = { name: n, … } as const;` out of the script. */
export function exitCodesIn(source: string): Record<string, number> {
  const block = /const exitCodes = \{([^}]*)\} as const;/.exec(source)?.[1];
  if (!block) throw new Error('the script declares no exitCodes');
  return Object.fromEntries([...block.matchAll(/(\w+): (\d+),/g)].map((m) => [m[1], Number(m[2])]));
}

export interface ExitCodes {
  finished: number;
  failed: number;
  beforeDeadline: number;
  missingFile: number;
  wrongKey: number;
  alreadyTallied: number;
  proofsLost: number;
}

export function scriptExitCodes(): ExitCodes {
  const codes = exitCodesIn(readFileSync(finishPollScript, 'utf8'));
  const names: (keyof ExitCodes)[] = [
    'finished',
    'failed',
    'beforeDeadline',
    'missingFile',
    'wrongKey',
    'alreadyTallied',
    'proofsLost',
  ];
  for (const name of names) if (codes[name] === undefined) throw new Error(`no exit code ${name}`);
  return codes as unknown as ExitCodes;
}
