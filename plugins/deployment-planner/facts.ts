/**
 * What the deployment planner knows about MACI, read at build time from the installed
 * packages (and from the ceremony data and the docs' measurements, which no package has).
 * Each reader fails loudly when the package no longer has what it looks for.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hash5, IncrementalQuinTree } from 'maci-crypto';
import { Ballot } from 'maci-domainobjs';
import { ceremonyFor, zkeyParams } from '../ceremony-artifacts';
import { readDeployConfigFields } from '../maci-deploy-config/fields';
import { siteCostFacts } from '../gas-ledger';
import type { CircuitConfig, GatekeeperFact, PlannerFacts } from './plan';

const read = (file: string): string => readFileSync(file, 'utf8');

function match(file: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(read(file));
  if (!found)
    throw new Error(`${file}: ${what} not found; update plugins/deployment-planner/facts.ts`);
  return found;
}

/** Reads the installed MACI packages below `modulesDir` (the site's node_modules). */
export class PackageFacts {
  constructor(readonly modulesDir: string = join(process.cwd(), 'node_modules')) {}

  dir(name: string): string {
    return join(this.modulesDir, name);
  }

  /** The state tree depth the compiled `EmptyBallotRoots` were generated for, recomputed. */
  compiledStateTreeDepth(): number {
    const file = join(this.dir('maci-contracts'), 'contracts', 'trees', 'EmptyBallotRoots.sol');
    const root = BigInt(match(file, /emptyBallotRoots\[0\]\s*=\s*uint256\((\d+)\)/, 'root 0')[1]);
    // Root 0 belongs to ballots with a vote option tree of depth 1.
    const leaf = new Ballot(0, 1).hash();
    for (let depth = 1; depth <= 32; depth++) {
      if (new IncrementalQuinTree(depth, leaf, 5, hash5).root === root) return depth;
    }
    throw new Error(`${file}: root 0 matches no state tree depth from 1 to 32`);
  }

  /** The vote option tree depths that have an empty ballot root (index + 1). */
  ballotRootDepths(): number[] {
    const file = join(this.dir('maci-contracts'), 'contracts', 'trees', 'EmptyBallotRoots.sol');
    const depths = [...read(file).matchAll(/emptyBallotRoots\[(\d+)\]\s*=/g)].map(
      (m) => Number(m[1]) + 1,
    );
    if (depths.length === 0) throw new Error(`${file}: no empty ballot roots`);
    return depths.sort((a, b) => a - b);
  }

  /** The depth a build of the contracts uses when `STATE_TREE_DEPTH` is not set. */
  defaultBuildDepth(): number {
    const file = join(this.dir('maci-contracts'), 'build', 'ts', 'genEmptyBallotRootsContract.js');
    return Number(
      match(file, /process\.env\.STATE_TREE_DEPTH\s*\?[^:]*:\s*(\d+)/, 'default depth')[1],
    );
  }

  /** Tree arity and the state tree's subdepth, as maci-core declares them. */
  coreConstants(): { arity: number; stateTreeSubdepth: number } {
    const file = join(this.dir('maci-core'), 'build', 'ts', 'utils', 'constants.js');
    const constant = (name: string) =>
      Number(match(file, new RegExp(`exports\\.${name}\\s*=\\s*(\\d+)`), name)[1]);
    return {
      arity: constant('STATE_TREE_ARITY'),
      stateTreeSubdepth: constant('STATE_TREE_SUBDEPTH'),
    };
  }

  /** The deepest tree an accumulator queue merges (`AccQueue.MAX_DEPTH`). */
  maxTreeDepth(): number {
    const file = join(this.dir('maci-contracts'), 'contracts', 'trees', 'AccQueue.sol');
    return Number(match(file, /MAX_DEPTH\s*=\s*(\d+)/, 'MAX_DEPTH')[1]);
  }

  /** Hardhat network names of the `deploy:<network>` scripts (no `--network` means localhost). */
  networks(): string[] {
    const manifest = JSON.parse(read(join(this.dir('maci-contracts'), 'package.json'))) as {
      scripts: Record<string, string>;
    };
    const names = Object.entries(manifest.scripts)
      .filter(([name]) => /^deploy:[\w-]+$/.test(name))
      .map(([, script]) => /--network\s+(\S+)/.exec(script)?.[1] ?? 'localhost');
    if (names.length === 0) throw new Error('maci-contracts has no deploy:<network> scripts');
    return [...new Set(names)];
  }

  cliVersion(): string {
    return (JSON.parse(read(join(this.dir('maci-cli'), 'package.json'))) as { version: string })
      .version;
  }

  defaultVoiceCredits(): number {
    const file = join(this.dir('maci-cli'), 'build', 'ts', 'utils', 'defaults.js');
    return Number(match(file, /DEFAULT_INITIAL_VOICE_CREDITS\s*=\s*(\d+)/, 'default credits')[1]);
  }

  /** The contract `maci-cli create` deploys when it is given no gatekeeper. */
  cliGatekeeper(): string {
    const cli = join(this.dir('maci-cli'), 'build', 'ts', 'commands', 'deploy.js');
    const helper = match(
      cli,
      /signupGatekeeperContractAddress\)\s*\{[^}]*?\.(deploy\w+)\)/,
      'gatekeeper deployment',
    )[1];
    const contracts = join(this.dir('maci-contracts'), 'build', 'ts', 'deploy.js');
    return match(
      contracts,
      new RegExp(`const ${helper} = [^;]*?deployContract\\)\\("(\\w+)"`),
      `${helper}'s contract`,
    )[1];
  }

  /** Every gatekeeper contract the package ships, and who deploys it. */
  gatekeepers(fields: Record<string, string[]>): GatekeeperFact[] {
    const root = join(this.dir('maci-contracts'), 'contracts', 'gatekeepers');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return sources(path);
        return entry.endsWith('.sol') ? [path] : [];
      });
    const cli = this.cliGatekeeper();
    const found: GatekeeperFact[] = [];
    for (const file of sources(root)) {
      for (const m of read(file).matchAll(/^contract (\w+) is ([^{]+)\{/gm)) {
        if (!/Gatekeeper/.test(m[2])) continue;
        const section = fields[m[1]];
        found.push({
          name: m[1],
          cli: m[1] === cli,
          tasks: section?.includes('deploy') ?? false,
          fields: (section ?? []).filter((f) => f !== 'deploy'),
        });
      }
    }
    if (!found.some((g) => g.cli)) throw new Error(`gatekeeper ${cli} not found in ${root}`);
    // The CLI's default first, then the ones the tasks deploy, then the rest.
    const rank = (g: GatekeeperFact) => (g.cli ? 0 : g.tasks ? 1 : 2);
    return found.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  }

  /** The circuit configurations maci-circuits ships (its test circuits). */
  circuits(): CircuitConfig[] {
    const file = join(this.dir('maci-circuits'), 'circom', 'circuits.json');
    const config = JSON.parse(read(file)) as Record<string, { template: string; params: number[] }>;
    return Object.entries(config).map(([name, c]) => ({
      name,
      template: c.template,
      params: c.params,
    }));
  }
}

/** Everything the planner needs, as plain JSON-ready data. */
export function readPlannerFacts(modulesDir?: string): PlannerFacts {
  const pkg = new PackageFacts(modulesDir);
  const fields = Object.fromEntries(
    [...readDeployConfigFields(pkg.dir('maci-contracts'))].map(([section, set]) => [
      section,
      [...set].sort(),
    ]),
  );
  const cliVersion = pkg.cliVersion();
  const release = cliVersion.split('.').slice(0, 2).join('.');
  const current = ceremonyFor(release);
  return {
    cliVersion,
    ...pkg.coreConstants(),
    maxTreeDepth: pkg.maxTreeDepth(),
    ballotRootDepths: pkg.ballotRootDepths(),
    npmStateTreeDepth: pkg.compiledStateTreeDepth(),
    buildDefaultStateTreeDepth: pkg.defaultBuildDepth(),
    networks: pkg.networks(),
    gatekeepers: pkg.gatekeepers(fields),
    defaultVoiceCredits: pkg.defaultVoiceCredits(),
    deployConfigFields: fields,
    circuits: pkg.circuits(),
    ceremony: {
      name: current.name,
      archive: current.archive ?? '',
      params: zkeyParams(current),
      page: '/docs/trusted-setup/',
    },
    costs: siteCostFacts(),
  };
}

let cached: PlannerFacts | undefined;

/** The site's facts, read once per process: the page's remark step and its twin share them. */
export function plannerFacts(): PlannerFacts {
  return (cached ??= readPlannerFacts());
}
