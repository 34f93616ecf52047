/**
 * Names a transaction's contract and function from the compiled artifacts of the installed
 * maci-contracts: a deployment by the creation code it starts with (library addresses masked
 * out), a call by its selector, and the contract called by the address a deployment of the same
 * run created, or else by the only compiled contract that has the selector.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Interface, type InterfaceAbi } from 'ethers';

/** A Hardhat artifact of maci-contracts, the fields the ledger's scripts read. */
export interface Artifact {
  contractName: string;
  sourceName: string;
  abi: InterfaceAbi;
  bytecode: string;
  linkReferences: Record<string, Record<string, { start: number; length: number }[]>>;
}

function artifactFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'build-info' ? [] : artifactFiles(path);
    return entry.name.endsWith('.json') && !entry.name.endsWith('.dbg.json') ? [path] : [];
  });
}

interface CreationCode {
  name: string;
  /** Hex without 0x; library placeholders are there as in the artifact. */
  code: string;
  /** Hex-character ranges that linking fills with an address. */
  masked: [number, number][];
}

export interface Decoder {
  /** Contract and function of a transaction; `created` maps the run's deployed addresses. */
  name(
    tx: { to?: string; input: string },
    created: Map<string, string>,
  ): { contract: string; function: string };
}

export function loadDecoder(modulesDir: string): Decoder {
  const root = join(modulesDir, 'maci-contracts', 'build', 'artifacts');
  const artifacts = artifactFiles(root).map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as Artifact,
  );
  const selectors = new Map<string, { contract: string; fn: string; concrete: boolean }[]>();
  const creation: CreationCode[] = [];
  for (const artifact of artifacts) {
    const concrete = artifact.bytecode.length > 2;
    new Interface(artifact.abi).forEachFunction((fn) => {
      const selector = fn.selector.slice(2);
      const list = selectors.get(selector) ?? [];
      list.push({ contract: artifact.contractName, fn: fn.name, concrete });
      selectors.set(selector, list);
    });
    if (!concrete) continue;
    const masked: [number, number][] = Object.values(artifact.linkReferences).flatMap((libs) =>
      Object.values(libs).flatMap((refs) =>
        refs.map(({ start, length }): [number, number] => [start * 2, (start + length) * 2]),
      ),
    );
    creation.push({ name: artifact.contractName, code: artifact.bytecode.slice(2), masked });
  }
  // Longest first: a contract whose code another's starts with must not take its deployments.
  creation.sort((a, b) => b.code.length - a.code.length);

  const deployed = (input: string): string => {
    const data = input.slice(2);
    const match = creation.find(({ code, masked }) => {
      if (data.length < code.length) return false;
      let from = 0;
      for (const [start, end] of [...masked].sort((a, b) => a[0] - b[0])) {
        if (data.slice(from, start) !== code.slice(from, start)) return false;
        from = end;
      }
      return data.slice(from, code.length) === code.slice(from);
    });
    if (!match) throw new Error('a deployment whose code no maci-contracts artifact has');
    return match.name;
  };

  return {
    name(tx, created) {
      if (!tx.to) return { contract: deployed(tx.input), function: 'constructor' };
      const candidates = selectors.get(tx.input.slice(2, 10)) ?? [];
      const fn = candidates[0]?.fn;
      if (!fn) throw new Error(`a call to ${tx.to} with a selector no artifact has`);
      const known = created.get(tx.to.toLowerCase());
      if (known) return { contract: known, function: fn };
      const concrete = [...new Set(candidates.filter((c) => c.concrete).map((c) => c.contract))];
      if (concrete.length !== 1) {
        throw new Error(`${fn} at ${tx.to}: the contract is one of ${concrete.join(', ')}`);
      }
      return { contract: concrete[0], function: fn };
    },
  };
}
