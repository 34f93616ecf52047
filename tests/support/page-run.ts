/**
 * Runs a procedure page's steps (see page-steps.ts) in a temporary folder against a Hardhat node
 * on a free loopback port, with the site's installed MACI 1.2.5 packages standing in for the
 * page's `npm install`. Nothing is written to the site's own node_modules, and the node is stopped
 * whatever happens.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from './free-port';
import { type ChainTransaction, type Origin, originOf, readChain } from './gas-ledger/chain';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { repoRoot } from './docs-files';
import {
  installedSpecs,
  missingLines,
  outputPerStep,
  parseBlockMarks,
  parseMeasurements,
  type Measurement,
  stepsScript,
  type Step,
  type Substitution,
} from './page-steps';

/**
 * Packages that get a private copy instead of a link: maci-cli keeps its address store
 * (build/contractAddresses.json) inside its own package, and circom2's WebAssembly sandbox does not
 * follow links out of the reader's folder, so the circuit sources it reads must be there.
 */
const copiedPackages = new Set(['maci-cli', 'maci-circuits', 'circomlib', '@zk-kit/circuits']);

export interface PageRun {
  exitCode: number | null;
  /** Combined stdout and stderr of the steps, per step index. */
  perStep: Map<number, string[]>;
  output: string;
  nodeLog: string;
  timedOut: boolean;
  /** The measured steps' figures, by the name their marker gives. */
  measurements: Map<string, Measurement>;
  /** With the `ledger` option: every transaction the node mined, with the step that sent it. */
  transactions?: RunTransaction[];
}

export interface RunTransaction extends ChainTransaction {
  origin?: Origin;
}

/** What a pause's callback gets: the node's address and the runner's folder of its own. */
export interface PauseContext {
  providerUrl: string;
  /** Outside the reader's folder; the steps see it as $PAGE_RUN_SCRATCH. */
  scratch: string;
}

/**
 * A step that holds the run until the callback of the same name in `PageRunOptions.pauses` has
 * finished, with the node still running: for a test that acts between a page's steps (drives a
 * browser, reads the chain). It runs in the steps' shell, so it sees what earlier steps set.
 */
export function pauseStep(name: string): Step {
  if (!/^[\w-]+$/.test(name))
    throw new Error(`pause name "${name}": letters, digits, - and _ only`);
  return {
    line: 0,
    code: [
      `touch "$PAGE_RUN_SCRATCH/paused-${name}"`,
      `until [ -e "$PAGE_RUN_SCRATCH/resumed-${name}" ]; do sleep 0.1; done`,
    ].join('\n'),
    expected: [],
  };
}

export interface PageRunOptions {
  timeoutMs?: number;
  /** Callbacks of the run's pause steps (see pauseStep), by name, in the order the run reaches them. */
  pauses?: Record<string, (context: PauseContext) => Promise<void>>;
  /** Replacements for substitutions beyond the install and the node start. */
  replacements?: Partial<Record<Substitution, string>>;
  /** The cache folder of each cached step, by step index (see stepCacheDirs). */
  cacheDirs?: Map<number, string>;
  /**
   * Runs after every step succeeded, while the node still runs and the reader's folder exists:
   * for a test that drives a program of its own against what the steps set up.
   */
  afterSteps?: (context: AfterSteps) => Promise<void>;
  /**
   * Read every transaction back from the node when the steps are over, each with the step and
   * the `npx` command it came from (for the gas ledger, tests/support/gas-ledger).
   */
  ledger?: boolean;
}

/** What a test gets to drive the reader's folder and node after the steps. */
export interface AfterSteps {
  /** The folder the steps ended in (a page may make and enter its project folder). */
  workdir: string;
  /** The steps' environment (no signer key), with ETH_PROVIDER set to the node. */
  env: NodeJS.ProcessEnv;
  /** The node's JSON-RPC URL. */
  nodeUrl: string;
}

/** The folder Node would load `name` from when required from `fromDir`, if any. */
function resolvePackage(fromDir: string, name: string, root: string): string | undefined {
  for (let dir = fromDir; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

/**
 * The top-level package names of the site's node_modules that the installed packages need
 * (dependencies, optional and peer dependencies, transitively), so the reader's folder holds
 * about what `npm install` would give it and nothing of the site's own tooling.
 */
export function dependencyClosure(root: string, roots: string[]): string[] {
  const modules = join(root, 'node_modules');
  const topLevel = new Set<string>();
  const seen = new Set<string>();
  const queue = roots.map((name) => join(modules, name));
  for (let dir = queue.pop(); dir; dir = queue.pop()) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    const rel = relative(modules, dir);
    if (!rel.includes('node_modules')) topLevel.add(rel);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const names = ['dependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    );
    for (const name of names) {
      const found = resolvePackage(dir, name, root);
      if (found) queue.push(found);
    }
  }
  return [...topLevel].sort();
}

/**
 * A node_modules folder for the reader's project: links to the site's installed packages that the
 * page's install would bring, private copies of the packages that get written to, and a .bin
 * whose maci-cli is the copy.
 */
function stagePackages(into: string, installed: string[]): string {
  const source = join(repoRoot, 'node_modules');
  const target = join(into, 'node_modules');
  mkdirSync(join(target, '.bin'), { recursive: true });
  const staged = dependencyClosure(repoRoot, installed);
  for (const name of staged) {
    mkdirSync(dirname(join(target, name)), { recursive: true });
    if (copiedPackages.has(name)) {
      cpSync(join(source, name), join(target, name), { recursive: true, verbatimSymlinks: true });
    } else {
      symlinkSync(join(source, name), join(target, name));
    }
  }
  for (const bin of readdirSync(join(source, '.bin'))) {
    const real = realpathSync(join(source, '.bin', bin));
    const owner = staged.find((name) => real.startsWith(join(source, name) + '/'));
    if (!owner) continue;
    // Relative, so the link survives the folder's move into the reader's project.
    const linkTarget = copiedPackages.has(owner) ? join('..', real.slice(source.length + 1)) : real;
    symlinkSync(linkTarget, join(target, '.bin', bin));
  }
  return target;
}

/** The shell that replaces each marked block. */
function replacements(
  packages: string,
  nodeLog: string,
  nodePid: string,
): Partial<Record<Substitution, string>> {
  return {
    install: `mv '${packages}' node_modules`,
    // The page's `npx hardhat node`, in the background on the runner's port; wait until it listens.
    node: [
      `setsid npx hardhat node --hostname 127.0.0.1 --port "$ETH_PROVIDER_PORT" > '${nodeLog}' 2>&1 < /dev/null &`,
      `echo $! > '${nodePid}'`,
      `for _ in $(seq 1 600); do`,
      `  grep -q 'Started HTTP and WebSocket JSON-RPC server' '${nodeLog}' && break`,
      `  kill -0 "$(cat '${nodePid}')" 2> /dev/null || { cat '${nodeLog}'; exit 1; }`,
      `  sleep 0.1`,
      `done`,
      `grep -q 'Started HTTP and WebSocket JSON-RPC server' '${nodeLog}'`,
    ].join('\n'),
  };
}

/** Sends a signal to a whole process group, ignoring one that has already gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already stopped
  }
}

/**
 * The environment of the steps: the runner's node, no registry (a request to one fails at once
 * instead of reaching out), and no site tools on PATH, so `npx` finds only the reader's folder.
 */
function stepsEnvironment(port: number, scratch: string): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  // Left out: what `npm test` sets that a reader's shell would not have, and any signer key.
  const inherited = Object.entries(process.env).filter(
    ([key]) => !/^npm_(package|lifecycle)_/.test(key) && key !== 'INIT_CWD' && key !== 'ETH_SK',
  );
  return {
    ...Object.fromEntries(inherited),
    PATH: path,
    ETH_PROVIDER: `http://127.0.0.1:${port}`,
    ETH_PROVIDER_PORT: String(port),
    PAGE_RUN_SCRATCH: scratch,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

export async function runPageSteps(
  steps: Step[],
  {
    timeoutMs = 240_000,
    replacements: extra = {},
    cacheDirs = new Map(),
    afterSteps,
    pauses = {},
    ledger = false,
  }: PageRunOptions = {},
): Promise<PageRun> {
  const root = mkdtempSync(join(tmpdir(), 'maci-page-run-'));
  const measureFile = join(root, 'measurements.txt');
  writeFileSync(measureFile, '');
  const nodeLog = join(root, 'node.log');
  const nodePid = join(root, 'node.pid');
  const outputFile = join(root, 'steps.log');
  const workdir = join(root, 'work');
  mkdirSync(workdir);
  const script = join(root, 'steps.sh');
  const install = steps.find((s) => s.substitute === 'install');
  const installed = install ? installedSpecs(install.code).map((spec) => spec.name) : [];
  const packages = stagePackages(root, installed);
  const finalFolder = join(root, 'final-folder');
  const blockMarks = ledger ? join(root, 'block-marks.txt') : undefined;
  writeFileSync(
    script,
    stepsScript(
      steps,
      { ...replacements(packages, nodeLog, nodePid), ...extra },
      { scratch: root, measureFile, cacheDirs, blockMarks },
    ) + (afterSteps ? `pwd > '${finalFolder}'\n` : ''),
  );
  const port = await freePort();
  const fd = openSync(outputFile, 'w');
  let shellPid: number | undefined;
  let timedOut = false;
  let pauseError: unknown;
  let exited = false;
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('bash', [script], {
        cwd: workdir,
        env: stepsEnvironment(port, root),
        stdio: ['ignore', fd, fd],
        detached: true,
      });
      shellPid = child.pid;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(shellPid, 'SIGKILL');
      }, timeoutMs);
      child.once('error', reject);
      child.once('exit', (code) => {
        exited = true;
        clearTimeout(timer);
        resolve(code);
      });
      // Each pause step waits for its callback; a failing callback stops the run.
      void (async () => {
        for (const [name, callback] of Object.entries(pauses)) {
          while (!exited && !existsSync(join(root, `paused-${name}`))) {
            await new Promise((r) => setTimeout(r, 100));
          }
          if (exited) return;
          try {
            await callback({ providerUrl: `http://127.0.0.1:${port}`, scratch: root });
            writeFileSync(join(root, `resumed-${name}`), '');
          } catch (error) {
            pauseError = error;
            killGroup(shellPid, 'SIGKILL');
            return;
          }
        }
      })();
    });
    if (pauseError) throw pauseError;
    if (exitCode === 0 && !timedOut && afterSteps) {
      const env = stepsEnvironment(port, root);
      const folder = readFileSync(finalFolder, 'utf8').trim();
      await afterSteps({ workdir: folder, env, nodeUrl: env.ETH_PROVIDER as string });
    }
    let transactions: RunTransaction[] | undefined;
    if (blockMarks && exitCode === 0 && !timedOut) {
      const marks = existsSync(blockMarks) ? parseBlockMarks(readFileSync(blockMarks, 'utf8')) : [];
      transactions = (await readChain(`http://127.0.0.1:${port}`)).map((tx) => ({
        ...tx,
        origin: originOf(tx.block, marks),
      }));
    }
    const output = readFileSync(outputFile, 'utf8');
    return {
      transactions,
      exitCode,
      perStep: outputPerStep(output),
      output,
      nodeLog: existsSync(nodeLog) ? readFileSync(nodeLog, 'utf8') : '',
      timedOut,
      measurements: parseMeasurements(readFileSync(measureFile, 'utf8')),
    };
  } finally {
    closeSync(fd);
    killGroup(shellPid, 'SIGKILL');
    if (existsSync(nodePid)) killGroup(Number(readFileSync(nodePid, 'utf8').trim()), 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Why a run did not get through all its steps (the failing step, the tail of its output and of
 * the node's log), or undefined when it did.
 */
export function runFailure(steps: Step[], run: PageRun): string | undefined {
  const reached = Math.max(...run.perStep.keys());
  if (run.exitCode === 0 && !run.timedOut && reached === steps.length) return undefined;
  const failed = steps[reached];
  const tail = (run.perStep.get(reached) ?? []).slice(-40).join('\n');
  const how = run.timedOut ? 'timed out' : `exit ${run.exitCode}`;
  return (
    `${how} in the step at line ${failed?.line ?? '?'}:\n${failed?.code ?? ''}\n` +
    `--- its output ---\n${tail}\n--- node ---\n${run.nodeLog.slice(-800)}`
  );
}

/**
 * The Output lines each step's run lacks, with what it printed. A substituted step prints what
 * its stand-in prints, not what the page shows, so it is not compared.
 */
export function outputProblems(steps: Step[], run: PageRun): string[] {
  return steps.flatMap((step, index) => {
    const printed = run.perStep.get(index) ?? [];
    return missingLines(step.substitute ? [] : step.expected, printed).map(
      (line) => `line ${step.line}: the output lacks "${line}"\n${printed.join('\n')}`,
    );
  });
}
