/**
 * Reads a procedure page (the quickstart) as the steps a reader runs: its shell blocks in order,
 * each with the output the page says it prints. Pure functions, so the rules are unit-tested
 * apart from the slow run against a Hardhat node.
 *
 * Page conventions:
 * - a `bash` or `sh` block is a step, run as shown;
 * - a `text` block titled "Output" right after a step is what that step prints;
 * - an MDX comment `{/* runner: install *\/}` or `{/* runner: node *\/}` right before a step marks
 *   the one block the runner may replace (readers see neither the comment nor its effect).
 */
import type { Code, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The only blocks a runner may substitute: the package install and the node start. */
export const substitutions = ['install', 'node'] as const;
export type Substitution = (typeof substitutions)[number];

export interface Step {
  /** 1-based line of the block's opening fence in the page. */
  line: number;
  code: string;
  /** Set when the page marks this block as one the runner replaces. */
  substitute?: Substitution;
  /** Lines the page shows as this step's output (empty when it shows none). */
  expected: string[];
}

const shellLanguages = new Set(['bash', 'sh', 'shell']);

/**
 * The name in an invisible block marker, an MDX comment such as `runner: node` or
 * `check: fragment`, when `expression` is one with that key; else undefined.
 */
export function blockMarker(expression: string, key: string): string | undefined {
  const match = /^\s*\/\*\s*([\w-]+):\s*([\w-]+)\s*\*\/\s*$/.exec(expression);
  return match?.[1] === key ? match[2] : undefined;
}

/** A `text` block titled "Output": what the block before it prints. */
export function isOutputBlock(node: Code): boolean {
  return node.lang === 'text' && /\btitle=(["'])Output\1/.test(node.meta ?? '');
}

/** The top-level blocks of the page, in order. Steps nested in lists are not read. */
export function pageSteps(markdown: string): Step[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  const steps: Step[] = [];
  let pending: { name: Substitution; line: number } | undefined;
  let previous: RootContent | undefined;
  for (const node of tree.children) {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'mdxFlowExpression') {
      const name = blockMarker(node.value, 'runner');
      if (name !== undefined) {
        if (!(substitutions as readonly string[]).includes(name)) {
          throw new Error(`line ${line}: unknown runner marker "${name}"`);
        }
        pending = { name: name as Substitution, line };
      }
    } else if (node.type === 'code' && shellLanguages.has(node.lang ?? '')) {
      steps.push({ line, code: node.value, substitute: pending?.name, expected: [] });
      pending = undefined;
    } else if (node.type === 'code' && isOutputBlock(node)) {
      const step = steps.at(-1);
      if (!step || previous?.type !== 'code') {
        throw new Error(`line ${line}: an Output block must follow a shell block`);
      }
      step.expected = node.value.split('\n').filter((l) => l.trim() !== '');
    } else if (pending) {
      throw new Error(
        `line ${pending.line}: a runner marker must stand right before a shell block`,
      );
    }
    previous = node;
  }
  if (pending)
    throw new Error(`line ${pending.line}: a runner marker must stand right before a shell block`);
  return steps;
}

export interface PackageSpec {
  name: string;
  /** The version or range after `@`, if any. */
  range?: string;
}

/** The packages an `npm install` block names, e.g. `maci-cli@1.2.5` → maci-cli, 1.2.5. */
export function installedSpecs(code: string): PackageSpec[] {
  const words = code.split(/\s+/).filter(Boolean);
  const at = words.findIndex((w, i) => words[i - 1] === 'npm' && /^(install|i|add)$/.test(w));
  if (at < 0) throw new Error(`not an npm install: ${code}`);
  return words
    .slice(at + 1)
    .filter((w) => !w.startsWith('-'))
    .map((word) => {
      const split = word.indexOf('@', 1);
      return split < 0
        ? { name: word }
        : { name: word.slice(0, split), range: word.slice(split + 1) };
    });
}

/** Prints a line the runner splits the combined output on; no command prints this shape. */
export const stepMarker = (index: number): string => `@@page-step ${index} @@`;
const stepMarkerPattern = /^@@page-step (\d+) @@$/;

/**
 * One bash script that runs every step in one shell, as a reader's terminal would: variables and
 * the working folder carry from step to step. A failing command stops the script (errexit).
 */
export function stepsScript(steps: Step[], replacements: Record<Substitution, string>): string {
  const parts = ['set -eo pipefail'];
  steps.forEach((step, index) => {
    parts.push(`echo '${stepMarker(index)}'`);
    parts.push(step.substitute ? replacements[step.substitute] : step.code);
  });
  parts.push(`echo '${stepMarker(steps.length)}'`);
  return parts.join('\n') + '\n';
}

/** The combined output of a run, split per step; steps the run never reached are missing. */
export function outputPerStep(output: string): Map<number, string[]> {
  const perStep = new Map<number, string[]>();
  let current: string[] | undefined;
  for (const line of output.split('\n')) {
    const match = stepMarkerPattern.exec(line);
    if (match) {
      current = [];
      perStep.set(Number(match[1]), current);
    } else {
      current?.push(line);
    }
  }
  return perStep;
}

/**
 * What may differ between the page and a run: terminal colors and spacing, fresh keys, transaction
 * hashes and gas. Contract addresses stay: a fresh node gives the same ones on every run.
 */
export function normalizeOutputLine(line: string): string {
  return (
    line
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .replace(/\bmacipk\.[0-9a-f]+\b/g, 'macipk.<key>')
      .replace(/\bmacisk\.[0-9a-f]+\b/g, 'macisk.<key>')
      .replace(/\b0x[0-9a-fA-F]{64}\b/g, '<32 bytes>')
      .replace(/gas used: \d+/g, 'gas used: <n>')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The expected lines the actual output lacks. Each expected line must appear, in the page's
 * order, within some line of the output; lines the page leaves out (such as the banner) are fine.
 */
export function missingLines(expected: string[], actual: string[]): string[] {
  const lines = actual.map(normalizeOutputLine);
  const missing: string[] = [];
  let from = 0;
  for (const want of expected.map(normalizeOutputLine)) {
    const at = lines.findIndex((line, i) => i >= from && line.includes(want));
    if (at < 0) missing.push(want);
    else from = at + 1;
  }
  return missing;
}
