import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { repoRoot } from './docs-files';

const siteRequire = createRequire(join(repoRoot, 'package.json'));

/** Root folder of an installed package (whose `exports` may hide package.json). */
export function packageDir(name: string): string {
  const entry = siteRequire.resolve(name);
  const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name} resolved outside node_modules: ${entry}`);
  return entry.slice(0, at + marker.length - 1);
}

function* filesBelow(dir: string, extensions: string[]): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesBelow(path, extensions);
    else if (extensions.some((ext) => entry.endsWith(ext))) yield path;
  }
}

/**
 * Every identifier declared or used in the Solidity sources, TypeScript declarations and
 * Circom circuits of the MACI 1.2.5 packages, and of the libraries their APIs expose
 * (zk-kit, circomlib, circomkit, ethers): the vocabulary a page may put in inline code.
 * maci-core's compiled JavaScript is read too, for the names its algorithms use; the
 * deploy tasks of maci-contracts for their configuration keys.
 */
export function packageIdentifiers(): Set<string> {
  const sources: [string, string[]][] = [
    ['maci-contracts', ['.sol', '.d.ts']],
    ['maci-core', ['.d.ts', '.js']],
    ['maci-crypto', ['.d.ts']],
    ['maci-domainobjs', ['.d.ts']],
    ['maci-cli', ['.d.ts']],
    ['maci-circuits', ['.circom', '.d.ts', '.json']],
    ['@zk-kit/baby-jubjub', ['.d.ts']],
    ['@zk-kit/eddsa-poseidon', ['.d.ts']],
    ['@zk-kit/poseidon-cipher', ['.d.ts']],
    ['circomlib', ['.circom']],
    ['circomkit', ['.d.ts']],
    ['ethers', ['.d.ts']],
  ];
  const identifiers = new Set<string>();
  for (const [name, extensions] of sources) {
    for (const file of filesBelow(packageDir(name), extensions)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/[A-Za-z_$][A-Za-z0-9_$]*/g)) {
        identifiers.add(match[0]);
      }
    }
  }
  for (const file of filesBelow(join(packageDir('maci-contracts'), 'build', 'tasks'), ['.js'])) {
    for (const match of readFileSync(file, 'utf8').matchAll(/[A-Za-z_$][A-Za-z0-9_$]*/g)) {
      identifiers.add(match[0]);
    }
  }
  // Environment variables that the packages read (`ETH_SK`, `MNEMONIC`, ...).
  for (const name of ['maci-contracts', 'maci-cli']) {
    for (const file of filesBelow(join(packageDir(name), 'build'), ['.js'])) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /process\.env\.([A-Z_][A-Z0-9_]*)/g,
      )) {
        identifiers.add(match[1]);
      }
    }
  }
  // The CLI's subcommands and options (e.g. `genMaciKeyPair`) are names of the package too.
  const cli = loadMaciCli(repoRoot);
  for (const command of cli.commands) identifiers.add(command.name);
  return identifiers;
}
