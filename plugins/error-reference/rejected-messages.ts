/**
 * The lines `genProofs` prints for the messages that processing rejects,
 * `Error at message index N - <reason>`, read from the installed maci-core: the reasons are
 * the values of its `ProcessMessageErrors`, the line's wording is the `console.log` of
 * `Poll.processMessages`, and a reason counts as raised when some check of the build throws
 * a `ProcessMessageError` with it (maci-core declares one value that nothing raises).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeholder } from './lookup';

export interface RejectedReason {
  /** The enum member, `InvalidSignature`. */
  member: string;
  /** Its value: the reason as printed, `invalid signature`. */
  reason: string;
  /** Where the installed build throws it (`Poll.processMessage`), sorted; none: declared only. */
  raisedIn: string[];
}

export interface RejectedMessages {
  /** The printed line with `…` for the message index: `Error at message index … - `. */
  line: string;
  reasons: RejectedReason[];
}

/** The build's JavaScript files, relative to `build/ts`, sorted. */
function buildFiles(packageDir: string): string[] {
  const root = path.join(packageDir, 'build', 'ts');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => path.join(root, file));
}

/** The line without its reason: a template literal holding the index and `e.message`. */
const printedLine = /console\.log\(`([^`$]*)\$\{(\w+)\}([^`$]*)\$\{\w+\.message\}`\)/;

/** The method a position is in: the last `this.name = (…) => {` (compiled class fields) before it. */
function enclosingMethod(source: string, at: number): string {
  const methods = [...source.slice(0, at).matchAll(/this\.(\w+)\s*=\s*(?:async\s*)?\(/g)];
  return methods[methods.length - 1]?.[1] ?? '(top level)';
}

export function readRejectedMessages(packageDir: string): RejectedMessages {
  const files = buildFiles(packageDir).map((file) => ({
    file,
    source: fs.readFileSync(file, 'utf8'),
  }));
  const declaring = files.find(({ source }) => /exports\.ProcessMessageErrors\s*=/.test(source));
  if (!declaring) throw new Error(`error-reference: no ProcessMessageErrors in ${packageDir}`);
  // The package's own module, so that the values are the ones its code compares with.
  const values = (
    createRequire(declaring.file)(declaring.file) as {
      ProcessMessageErrors: Record<string, string>;
    }
  ).ProcessMessageErrors;

  const printing = files.filter(({ source }) => printedLine.test(source));
  if (printing.length !== 1)
    throw new Error(
      `error-reference: expected one "Error at message index" line in ${packageDir}, found ${printing.length}`,
    );
  const [, before, , between] = printedLine.exec(printing[0].source) as RegExpExecArray;

  const raised = new Map<string, Set<string>>();
  for (const { file, source } of files)
    for (const match of source.matchAll(
      /new\s+[\w$.]*ProcessMessageError\(\s*[\w$.]*ProcessMessageErrors\.(\w+)\s*\)/g,
    )) {
      const sites = raised.get(match[1]) ?? new Set<string>();
      sites.add(`${path.basename(file, '.js')}.${enclosingMethod(source, match.index)}`);
      raised.set(match[1], sites);
    }

  return {
    line: `${before}${placeholder}${between}`,
    reasons: Object.entries(values).map(([member, reason]) => ({
      member,
      reason,
      raisedIn: [...(raised.get(member) ?? [])].sort(),
    })),
  };
}

/** The line genProofs prints for a reason, with `…` for the index. */
export const printedAs = (data: RejectedMessages, reason: string): string =>
  `${data.line}${reason}`;
