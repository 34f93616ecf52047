/**
 * Reads a procedure page (the quickstart) as the steps a reader runs: its shell blocks in order,
 * each with the output the page says it prints. Pure functions, so the rules are unit-tested
 * apart from the slow run against a Hardhat node.
 *
 * Page conventions:
 * - a `bash` or `sh` block is a step, run as shown;
 * - a `text` block titled "Output" right after a step is what that step prints;
 * - an MDX comment `{/* runner: install *\/}`, `{/* runner: node *\/}` or `{/* runner: ptau *\/}`
 *   right before a step marks a block the runner may replace (readers see neither the comment nor
 *   its effect);
 * - `{/* measure: name *\/}` before a step has the runner record its time and peak memory under
 *   that name; `{/* cache: name *\/}` does the same and lets the runner reuse the files the step
 *   wrote from an earlier run with the same inputs (slow, deterministic steps only).
 * Markers may be stacked before one block.
 */
import type { Code, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The only blocks a runner may substitute: the package install, the node start and the
 * powers-of-tau download (by a test-only file made locally).
 */
export const substitutions = ['install', 'node', 'ptau'] as const;
export type Substitution = (typeof substitutions)[number];

export interface Step {
  /** 1-based line of the block's opening fence in the page. */
  line: number;
  code: string;
  /** Set when the page marks this block as one the runner replaces. */
  substitute?: Substitution;
  /** Lines the page shows as this step's output (empty when it shows none). */
  expected: string[];
  /** Set when the runner records the step's time and memory under this name. */
  measure?: string;
  /** Set when the runner may reuse the step's files from a cache (implies `measure`). */
  cache?: boolean;
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

/** The keys of the markers a step may carry, with what each sets. */
const stepMarkers = ['runner', 'measure', 'cache'] as const;
type Pending = { line: number; runner?: Substitution; measure?: string; cache?: boolean };

function addMarker(pending: Pending, expression: string, line: number): boolean {
  const runner = blockMarker(expression, 'runner');
  if (runner !== undefined) {
    if (!(substitutions as readonly string[]).includes(runner)) {
      throw new Error(`line ${line}: unknown runner marker "${runner}"`);
    }
    pending.runner = runner as Substitution;
  }
  const measure = blockMarker(expression, 'measure') ?? blockMarker(expression, 'cache');
  if (measure !== undefined) pending.measure = measure;
  if (blockMarker(expression, 'cache') !== undefined) pending.cache = true;
  return stepMarkers.some((key) => blockMarker(expression, key) !== undefined);
}

/** A `text` block titled "Output": what the block before it prints. */
export function isOutputBlock(node: Code): boolean {
  return node.lang === 'text' && /\btitle=(["'])Output\1/.test(node.meta ?? '');
}

/** The top-level blocks of the page, in order. Steps nested in lists are not read. */
export function pageSteps(markdown: string): Step[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  const steps: Step[] = [];
  let pending: Pending | undefined;
  let previous: RootContent | undefined;
  for (const node of tree.children) {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'mdxFlowExpression') {
      const marker: Pending = pending ?? { line };
      if (addMarker(marker, node.value, line)) pending = marker;
    } else if (node.type === 'code' && shellLanguages.has(node.lang ?? '')) {
      steps.push({
        line,
        code: node.value,
        substitute: pending?.runner,
        expected: [],
        ...(pending?.measure !== undefined && { measure: pending.measure }),
        ...(pending?.cache && { cache: true }),
      });
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

/** Where a run keeps what the measured and cached steps need. */
export interface StepsScriptOptions {
  /** A folder outside the reader's for the runner's own files (step scripts, stamps). */
  scratch: string;
  /** The file each measured step appends `name seconds kilobytes [cached]` to. */
  measureFile: string;
  /** The cache folder of each cached step, by step index. */
  cacheDirs: Map<number, string>;
  /**
   * When set, the file that gets a line `<step index> <block number> [npx arguments]` at the
   * start of every step and before every `npx` the steps run, so that a run's transactions can be
   * told apart by step and command (tests/support/gas-ledger). The node is asked over bash's
   * /dev/tcp, so the marks need no tool of their own; before the node runs, they are skipped.
   */
  blockMarks?: string;
}

const quote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * Runs one step under GNU time, which records its wall time and the peak resident memory of the
 * largest process it started. The step runs in a child shell, so it sees the variables earlier
 * steps set (the script exports them all) but cannot set any itself.
 */
function measuredStep(
  index: number,
  name: string,
  code: string,
  o: StepsScriptOptions,
  /** A file that also gets the step's output (a shell word, may hold variables). */
  copyOutputTo?: string,
): string[] {
  const file = `${o.scratch}/step-${index}.sh`;
  const end = `__PAGE_STEP_${index}__`;
  const run = `/usr/bin/time -f ${quote(`${name} %e %M`)} -a -o ${quote(o.measureFile)} bash -eo pipefail ${quote(file)}`;
  return [
    `cat > ${quote(file)} <<'${end}'`,
    code,
    end,
    copyOutputTo ? `${run} 2>&1 | tee ${copyOutputTo}` : run,
  ];
}

/**
 * A cached step: with its cache folder present, the files it wrote last time come back, and so do
 * its output and its measurement; otherwise it runs, and its output and the files it wrote or
 * changed in the reader's folder (node_modules aside) are stored under a temporary name that
 * becomes the cache folder only once complete.
 */
function cachedStep(index: number, name: string, code: string, o: StepsScriptOptions): string[] {
  const dir = o.cacheDirs.get(index);
  if (!dir) throw new Error(`step ${index} is cached but has no cache folder`);
  const stamp = `${o.scratch}/stamp-${index}`;
  const partial = `${dir}.partial-$$`;
  return [
    `if [ -d ${quote(dir)} ]; then`,
    `  cp -a ${quote(`${dir}/files/.`)} .`,
    `  if [ -f ${quote(`${dir}/output`)} ]; then cat ${quote(`${dir}/output`)}; fi`,
    `  sed 's/$/ cached/' ${quote(`${dir}/measure`)} >> ${quote(o.measureFile)}`,
    `else`,
    `  touch ${quote(stamp)}`,
    `  rm -rf "${partial}" && mkdir -p "${partial}/files"`,
    ...measuredStep(index, name, code, o, `"${partial}/output"`),
    `  find . -path ./node_modules -prune -o -type f -newer ${quote(stamp)} -print |`,
    `    while read -r file; do mkdir -p "${partial}/files/$(dirname "$file")" && cp -a "$file" "${partial}/files/$file"; done`,
    `  tail -n 1 ${quote(o.measureFile)} > "${partial}/measure"`,
    `  mv "${partial}" ${quote(dir)}`,
    `fi`,
  ];
}

/**
 * One bash script that runs every step in one shell, as a reader's terminal would: variables and
 * the working folder carry from step to step. A failing command stops the script (errexit).
 */
export function stepsScript(
  steps: Step[],
  replacements: Partial<Record<Substitution, string>>,
  options?: StepsScriptOptions,
): string {
  // Exported, so that a measured step's child shell sees what earlier steps set.
  const parts = ['set -aeo pipefail'];
  if (options?.blockMarks) parts.push(...blockMarkFunctions(options.blockMarks));
  steps.forEach((step, index) => {
    parts.push(`echo '${stepMarker(index)}'`);
    if (options?.blockMarks) parts.push(`__PAGE_STEP=${index}`, '__page_block_mark');
    const code = step.substitute ? replacements[step.substitute] : step.code;
    if (code === undefined) throw new Error(`no replacement for "${step.substitute}"`);
    if (step.measure !== undefined && !options) throw new Error('measured steps need options');
    if (step.measure !== undefined && options) {
      parts.push(
        ...(step.cache
          ? cachedStep(index, step.measure, code, options)
          : measuredStep(index, step.measure, code, options)),
      );
    } else {
      parts.push(code);
    }
  });
  parts.push(`echo '${stepMarker(steps.length)}'`);
  return parts.join('\n') + '\n';
}

/**
 * The shell functions behind `blockMarks`: one asks the node for its block number and appends a
 * mark, and `npx` is wrapped (exported, so functions and child shells use it too) to mark each
 * command before it runs. A mark that fails (no node yet) is left out; the steps never see it.
 */
function blockMarkFunctions(file: string): string[] {
  const request = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}';
  return [
    '__page_block_mark() {',
    '  local reply block',
    '  { exec 9<>"/dev/tcp/127.0.0.1/$ETH_PROVIDER_PORT"; } 2> /dev/null || return 0',
    `  printf 'POST / HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\nContent-Length: ${request.length}\\r\\nConnection: close\\r\\n\\r\\n%s' ${quote(request)} >&9`,
    '  reply=$(cat <&9) || true',
    '  exec 9<&- 9>&-',
    '  block=$(printf %s "$reply" | grep -o \'"result":"0x[0-9a-f]*"\' | grep -o \'0x[0-9a-f]*\') || return 0',
    `  printf '%s %d %s\\n' "$__PAGE_STEP" "$block" "$*" >> ${quote(file)}`,
    '}',
    'npx() { __page_block_mark "$@"; command npx "$@"; }',
    'export -f __page_block_mark npx',
  ];
}

/** A mark of `blockMarks`: the step, the node's block number then, and the `npx` arguments. */
export interface BlockMark {
  step: number;
  block: number;
  /** The arguments of the `npx` the mark precedes; empty for a step's start. */
  args: string;
}

export function parseBlockMarks(text: string): BlockMark[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(\d+) (\d+) ?(.*)$/.exec(line);
    return match ? [{ step: Number(match[1]), block: Number(match[2]), args: match[3] }] : [];
  });
}

/** A measured step's figures, as the run recorded them. */
export interface Measurement {
  seconds: number;
  /** Peak resident memory of the largest process the step ran, in kilobytes. */
  kilobytes: number;
  /** True when the figures come from the earlier run whose files the cache gave back. */
  cached: boolean;
}

/** Reads the lines measured steps appended: `name seconds kilobytes [cached]`. */
export function parseMeasurements(text: string): Map<string, Measurement> {
  const measured = new Map<string, Measurement>();
  for (const line of text.split('\n')) {
    const match = /^([\w-]+) ([\d.]+) (\d+)( cached)?$/.exec(line.trim());
    if (match) {
      measured.set(match[1], {
        seconds: Number(match[2]),
        kilobytes: Number(match[3]),
        cached: Boolean(match[4]),
      });
    }
  }
  return measured;
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
