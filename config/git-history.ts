/**
 * Whether "Last updated" dates can come from git. In a shallow clone (the default checkout
 * of many CI systems) every file's newest commit is the clone's only commit, so every page
 * would show the build's date: the site leaves the dates out instead, and says so once.
 */
import { execFileSync } from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

/** `git rev-parse --is-shallow-repository` prints `true` or `false`; anything else is no history. */
export function historyFrom(output: string | undefined): GitHistory {
  const answer = output?.trim();
  if (answer === 'false') return 'full';
  if (answer === 'true') return 'shallow';
  return 'none';
}

export function readGitHistory(cwd: string = process.cwd()): GitHistory {
  try {
    const output = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return historyFrom(output);
  } catch {
    // Not a git checkout (a source archive) or git is missing.
    return historyFrom(undefined);
  }
}

/** Whether to show dates, and the build log line when not. */
export function lastUpdateDecision(history: GitHistory): { show: boolean; message?: string } {
  if (history === 'full') return { show: true };
  const reason =
    history === 'shallow'
      ? 'the git clone is shallow, so every file would carry the date of its only commit'
      : 'there is no git history to read';
  return {
    show: false,
    message: `[last-update] Pages show no "Last updated" date: ${reason}. Build from a full clone (git fetch --unshallow; fetch-depth: 0 in GitHub Actions) to show them.`,
  };
}

const decision = lastUpdateDecision(readGitHistory());
if (decision.message) console.warn(decision.message);

/** For the docs and blog plugins' `showLastUpdateTime`. */
export const showLastUpdateTime = decision.show;
