/**
 * The custom errors of maci-contracts, read from the compiler output its packages ship
 * (Hardhat build-info: solc's ASTs and ABIs): each error's signature and selector, the
 * contracts whose ABI carries it, and the functions and modifiers whose code reverts with it.
 * Pure: the caller reads the files.
 */
import { id } from 'ethers';
import type { Build } from '../solidity-reference/model';

/** A place in the source that reverts with an error. */
export interface RaiseSite {
  contract: string;
  /** Function or modifier name; `constructor`, `fallback` or `receive` for those. */
  member: string;
  kind: 'function' | 'modifier';
  /** Source path as the compiler saw it, e.g. `contracts/Poll.sol`. */
  source: string;
}

export interface ContractError {
  name: string;
  /** Canonical signature, e.g. `DepthTooLarge(uint256,uint256)`. */
  signature: string;
  /** The compiler's 4-byte selector, `0x` and 8 hex digits. */
  selector: string;
  /** Contracts, libraries and interfaces whose ABI carries the error, sorted. */
  abis: string[];
  /** Where it is declared; an error declared in a contract has that contract's name. */
  declaredIn: { scope?: string; source: string }[];
  raisedBy: RaiseSite[];
  /** Installed releases that have it, oldest first. */
  releases: string[];
}

type AbiOutput = Record<
  string,
  Record<string, { abi: { type: string; name: string; inputs: { type: string }[] }[] }>
>;

interface AstNode {
  nodeType?: string;
  id?: number;
  [key: string]: unknown;
}

interface ErrorNode extends AstNode {
  name: string;
  errorSelector?: string;
  parameters: { parameters: { typeDescriptions: { typeString: string } }[] };
}

function children(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') out.push(item as AstNode);
    } else if (value && typeof value === 'object') {
      out.push(value as AstNode);
    }
  }
  return out;
}

/** `contract Foo` or `uint256`: the ABI type of an elementary or contract parameter. */
function abiType(typeString: string): string {
  if (/^contract /.test(typeString)) return 'address';
  if (/^enum /.test(typeString)) return 'uint8';
  return typeString.replace(/ (?:memory|calldata|storage ref|storage pointer)$/, '');
}

export function signatureOf(node: ErrorNode): string {
  const types = node.parameters.parameters.map((p) => abiType(p.typeDescriptions.typeString));
  return `${node.name}(${types.join(',')})`;
}

/** The first four bytes of the signature's Keccak-256 hash, as `0x` and 8 hex digits. */
export function selectorOf(signature: string): string {
  return id(signature).slice(0, 10);
}

/** Errors of one release's builds, keyed by signature. */
export function readErrors(builds: Build[], release: string): Map<string, ContractError> {
  const errors = new Map<string, ContractError>();
  const bySelector = new Map<string, ContractError>();
  const byId = new Map<string, ContractError>();

  const entry = (signature: string, name: string, selector: string): ContractError => {
    let found = errors.get(signature);
    if (!found) {
      found = {
        name,
        signature,
        selector,
        abis: [],
        declaredIn: [],
        raisedBy: [],
        releases: [release],
      };
      errors.set(signature, found);
      bySelector.set(selector, found);
    }
    return found;
  };

  builds.forEach((build, buildIndex) => {
    // Declarations first, so that reverts anywhere can be resolved by id.
    for (const [source, { ast }] of Object.entries(build.output.sources)) {
      const walk = (node: AstNode, scope: string | undefined): void => {
        const inner = node.nodeType === 'ContractDefinition' ? (node.name as string) : scope;
        if (node.nodeType === 'ErrorDefinition') {
          const definition = node as ErrorNode;
          const signature = signatureOf(definition);
          const selector = selectorOf(signature);
          // solc 0.8.20 writes the selector into the AST (0.8.10 does not): they must agree.
          if (definition.errorSelector && `0x${definition.errorSelector}` !== selector)
            throw new Error(`error-reference: ${signature} in ${source}: selector mismatch`);
          const found = entry(signature, definition.name, selector);
          if (!found.declaredIn.some((d) => d.source === source && d.scope === scope))
            found.declaredIn.push({ scope, source });
          byId.set(`${buildIndex}:${String(node.id)}`, found);
        }
        for (const child of children(node)) walk(child, inner);
      };
      walk(ast as unknown as AstNode, undefined);
    }
    for (const [source, { ast }] of Object.entries(build.output.sources)) {
      const walk = (node: AstNode, contract?: string, member?: Omit<RaiseSite, 'source'>) => {
        let nextContract = contract;
        let nextMember = member;
        if (node.nodeType === 'ContractDefinition') nextContract = node.name as string;
        if (node.nodeType === 'FunctionDefinition' || node.nodeType === 'ModifierDefinition') {
          const name = (node.name as string) || (node.kind as string);
          nextMember = {
            contract: nextContract ?? '',
            member: name,
            kind: node.nodeType === 'ModifierDefinition' ? 'modifier' : 'function',
          };
        }
        if (node.nodeType === 'RevertStatement' && nextMember) {
          const call = node.errorCall as AstNode;
          const target = (call.expression as AstNode).referencedDeclaration as number;
          const found = byId.get(`${buildIndex}:${target}`);
          if (!found) throw new Error(`error-reference: unresolved revert in ${source}`);
          const site = { ...nextMember, source };
          if (
            !found.raisedBy.some(
              (s) =>
                s.contract === site.contract && s.member === site.member && s.kind === site.kind,
            )
          )
            found.raisedBy.push(site);
        }
        for (const child of children(node)) walk(child, nextContract, nextMember);
      };
      walk(ast as unknown as AstNode);
    }
    // The ABIs say which contracts expose each error to callers (inherited ones included).
    // Hardhat's build-info keeps solc's whole output; the docgen type names only the ASTs.
    const { contracts: output } = build.output as unknown as { contracts: AbiOutput };
    for (const contracts of Object.values(output)) {
      for (const [contractName, { abi }] of Object.entries(contracts)) {
        for (const item of abi) {
          if (item.type !== 'error') continue;
          const signature = `${item.name}(${item.inputs.map((i) => i.type).join(',')})`;
          const found = errors.get(signature);
          if (!found)
            throw new Error(`error-reference: ${signature} is in an ABI but not in any AST`);
          if (!found.abis.includes(contractName)) found.abis.push(contractName);
        }
      }
    }
  });
  for (const error of errors.values()) {
    error.abis.sort();
    error.raisedBy.sort(
      (a, b) => a.contract.localeCompare(b.contract) || a.member.localeCompare(b.member),
    );
  }
  return errors;
}

/**
 * Every release's errors in one list: an error keeps the facts of the newest release that
 * has it and lists every release that does. Sorted by name, then signature.
 */
export function mergeErrorReleases(
  releases: { release: string; errors: Map<string, ContractError> }[],
): ContractError[] {
  const merged = new Map<string, ContractError>();
  for (const { release, errors } of releases) {
    for (const [signature, error] of errors) {
      const previous = merged.get(signature);
      merged.set(signature, {
        ...error,
        releases: [...(previous?.releases ?? []), release],
      });
    }
  }
  return [...merged.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.signature.localeCompare(b.signature),
  );
}

/** Errors declared in OpenZeppelin's sources share one explanation per declaring scope. */
export function familyOf(error: ContractError): string | undefined {
  const declaration = error.declaredIn.find((d) => d.source.startsWith('@openzeppelin/'));
  return declaration ? (declaration.scope ?? declaration.source) : undefined;
}
