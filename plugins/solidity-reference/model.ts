/**
 * Turns Hardhat build-info (solc standard JSON input and output) into a plain model of the
 * documented Solidity API: one source file per page, its contracts and their members.
 * solidity-docgen supplies the AST walking and NatSpec parsing (including `@inheritdoc`);
 * everything after that is plain data, so the renderer stays a pure function.
 */
import type {
  ContractDefinition,
  EnumDefinition,
  ErrorDefinition,
  EventDefinition,
  FunctionDefinition,
  ModifierDefinition,
  StructDefinition,
  TypeName,
  VariableDeclaration,
} from 'solidity-ast';
import { findAll } from 'solidity-ast/utils';
import { buildSite, type Build } from 'solidity-docgen/dist/site';
import { parseNatspec, type NatSpec } from 'solidity-docgen/dist/utils/natspec';

export type { Build };

export interface Docs {
  title?: string;
  notice?: string;
  dev?: string;
  custom: Record<string, string>;
}

/** A reference from a type to a declaration documented on some page. */
export interface Declaration {
  /** Source path of the file declaring it, relative to the contracts folder, e.g. `MACI.sol`. */
  source: string;
  /** `MACI` for a contract; `DomainObjs.Message` for a struct or enum inside one. */
  name: string;
}

export interface Variable {
  name: string;
  /** The type as written in Solidity, without solc's `contract `/`struct ` prefixes. */
  type: string;
  /** `memory`, `calldata` or `storage` where the source states one. */
  location?: string;
  indexed: boolean;
  description?: string;
  references: Declaration[];
}

export type MemberKind =
  | 'struct'
  | 'enum'
  | 'variable'
  | 'event'
  | 'error'
  | 'modifier'
  | 'constructor'
  | 'function'
  | 'fallback'
  | 'receive';

export interface Member {
  kind: MemberKind;
  /** `constructor`, `fallback` and `receive` have no name in Solidity; they use their kind. */
  name: string;
  signature: string;
  visibility?: string;
  mutability?: string;
  docs: Docs;
  params: Variable[];
  returns: Variable[];
  /** Struct fields and enum values. */
  fields: Variable[];
  values: string[];
}

export interface Contract {
  name: string;
  kind: 'contract' | 'library' | 'interface';
  abstract: boolean;
  docs: Docs;
  bases: { name: string; declaration?: Declaration; importPath: string }[];
  members: Member[];
}

export interface SourceFile {
  /** Path relative to the package's `contracts/` folder, e.g. `gatekeepers/EASGatekeeper.sol`. */
  path: string;
  contracts: Contract[];
}

const solcPrefixes = /\b(?:contract|struct|enum|library|interface|type) (?=[\w.$])/g;
const solcLocations = / (?:storage ref|storage pointer|memory|calldata|slice)\b/g;

/** `struct DomainObjs.Message memory` becomes `DomainObjs.Message`; the location is shown apart. */
export function sourceTypeName(typeString: string): string {
  return typeString.replace(solcPrefixes, '').replace(solcLocations, '');
}

function cleanDocs(natspec: NatSpec): Docs {
  return {
    title: natspec.title?.trim() || undefined,
    notice: natspec.notice?.trim() || undefined,
    dev: natspec.dev?.trim() || undefined,
    custom: Object.fromEntries(
      Object.entries(natspec.custom ?? {}).map(([tag, text]) => [tag, text.trim()]),
    ),
  };
}

type Dereference = (id: number) => { node: unknown; sourcePath: string } | undefined;

interface Context {
  contractsFolder: string;
  dereference: Dereference;
  /** NatSpec of an item; malformed tags should not stop a build, so failures fall back. */
  natspecOf: (item: object) => NatSpec;
}

function referencedDeclarations(
  typeName: TypeName | null | undefined,
  ctx: Context,
): Declaration[] {
  if (!typeName) return [];
  const found: Declaration[] = [];
  for (const node of findAll(['UserDefinedTypeName', 'IdentifierPath'], typeName)) {
    const id = node.referencedDeclaration;
    const target = ctx.dereference(id);
    if (!target) continue;
    const declaration = declarationOf(target.node, target.sourcePath, ctx);
    if (declaration && !found.some((d) => d.name === declaration.name)) found.push(declaration);
  }
  return found;
}

function declarationOf(node: unknown, sourcePath: string, ctx: Context): Declaration | undefined {
  const source = relativeSource(sourcePath, ctx);
  if (!source || typeof node !== 'object' || node === null) return undefined;
  const typed = node as { nodeType: string; name: string; canonicalName?: string };
  if (typed.nodeType === 'ContractDefinition') return { source, name: typed.name };
  if (typed.nodeType === 'StructDefinition' || typed.nodeType === 'EnumDefinition') {
    return { source, name: typed.canonicalName ?? typed.name };
  }
  return undefined;
}

function relativeSource(sourcePath: string, ctx: Context): string | undefined {
  const prefix = `${ctx.contractsFolder}/`;
  return sourcePath.startsWith(prefix) ? sourcePath.slice(prefix.length) : undefined;
}

function variable(v: VariableDeclaration, description: string | undefined, ctx: Context): Variable {
  return {
    name: v.name,
    type: sourceTypeName(v.typeDescriptions.typeString ?? ''),
    location: v.storageLocation === 'default' ? undefined : v.storageLocation,
    indexed: v.indexed === true,
    description: description?.trim() || undefined,
    references: referencedDeclarations(v.typeName, ctx),
  };
}

/** NatSpec `@param`/`@return` lines match parameters by name, or by position when unnamed. */
function describe(
  list: VariableDeclaration[],
  tags: { name?: string; description: string }[] | undefined,
  ctx: Context,
): Variable[] {
  return list.map((p, i) => {
    const tag = tags?.find((t, j) => (t.name === undefined ? i === j : t.name === p.name));
    return variable(p, tag?.description, ctx);
  });
}

function formatParams(list: Variable[]): string {
  return list
    .map((p) =>
      [p.type, p.indexed ? 'indexed' : '', p.location ?? '', p.name].filter(Boolean).join(' '),
    )
    .join(', ');
}

function functionMember(fn: FunctionDefinition | ModifierDefinition, ctx: Context): Member {
  const natspec = ctx.natspecOf(fn);
  const params = describe(fn.parameters.parameters, natspec.params, ctx);
  if (fn.nodeType === 'ModifierDefinition') {
    return {
      ...emptyMember('modifier', fn.name, cleanDocs(natspec)),
      signature: `modifier ${fn.name}(${formatParams(params)})`,
      params,
    };
  }
  const returns = describe(fn.returnParameters.parameters, natspec.returns, ctx);
  const kind: MemberKind =
    fn.kind === 'constructor' || fn.kind === 'fallback' || fn.kind === 'receive'
      ? fn.kind
      : 'function';
  const head = kind === 'function' ? `function ${fn.name}` : kind;
  const words = [`${head}(${formatParams(params)})`, fn.visibility];
  if (fn.stateMutability !== 'nonpayable') words.push(fn.stateMutability);
  if (fn.virtual) words.push('virtual');
  if (fn.overrides) words.push('override');
  for (const modifier of fn.modifiers) words.push(modifier.modifierName.name);
  if (returns.length > 0) words.push(`returns (${formatParams(returns)})`);
  return {
    ...emptyMember(kind, kind === 'function' ? fn.name : kind, cleanDocs(natspec)),
    signature: words.join(' '),
    visibility: fn.visibility,
    mutability: fn.stateMutability,
    params,
    returns,
  };
}

function emptyMember(kind: MemberKind, name: string, docs: Docs): Member {
  return { kind, name, signature: '', docs, params: [], returns: [], fields: [], values: [] };
}

function eventOrError(item: EventDefinition | ErrorDefinition, ctx: Context): Member {
  const natspec = ctx.natspecOf(item);
  const kind = item.nodeType === 'EventDefinition' ? 'event' : 'error';
  const params = describe(item.parameters.parameters, natspec.params, ctx);
  return {
    ...emptyMember(kind, item.name, cleanDocs(natspec)),
    signature: `${kind} ${item.name}(${formatParams(params)})`,
    params,
  };
}

function stateVariable(v: VariableDeclaration, ctx: Context): Member {
  const natspec = ctx.natspecOf(v);
  const type = sourceTypeName(v.typeDescriptions.typeString ?? '');
  const words = [type, v.visibility];
  if (v.mutability !== 'mutable') words.push(v.mutability);
  words.push(v.name);
  return {
    ...emptyMember('variable', v.name, cleanDocs(natspec)),
    signature: words.join(' '),
    visibility: v.visibility,
    mutability: v.mutability,
    returns: [{ ...variable(v, undefined, ctx), name: '' }],
  };
}

function typeDefinition(item: StructDefinition | EnumDefinition, ctx: Context): Member {
  const natspec = ctx.natspecOf(item);
  if (item.nodeType === 'EnumDefinition') {
    const values = item.members.map((m) => m.name);
    return {
      ...emptyMember('enum', item.name, cleanDocs(natspec)),
      signature: `enum ${item.name} { ${values.join(', ')} }`,
      values,
    };
  }
  const fields = item.members.map((m) => variable(m, undefined, ctx));
  const body = fields.map((f) => `  ${f.type} ${f.name};`).join('\n');
  return {
    ...emptyMember('struct', item.name, cleanDocs(natspec)),
    signature: `struct ${item.name} {\n${body}\n}`,
    fields,
  };
}

const memberOrder: MemberKind[] = [
  'struct',
  'enum',
  'variable',
  'event',
  'error',
  'modifier',
  'constructor',
  'receive',
  'fallback',
  'function',
];

function contractModel(contract: ContractDefinition, ctx: Context): Contract {
  const members: Member[] = [];
  for (const node of contract.nodes) {
    switch (node.nodeType) {
      case 'StructDefinition':
      case 'EnumDefinition':
        members.push(typeDefinition(node, ctx));
        break;
      case 'VariableDeclaration':
        if (node.visibility !== 'private') members.push(stateVariable(node, ctx));
        break;
      case 'EventDefinition':
      case 'ErrorDefinition':
        members.push(eventOrError(node, ctx));
        break;
      case 'ModifierDefinition':
        members.push(functionMember(node, ctx));
        break;
      case 'FunctionDefinition':
        if (node.visibility !== 'private') members.push(functionMember(node, ctx));
        break;
      default:
        break;
    }
  }
  // Stable sort: grouped by kind, source order within a group.
  members.sort((a, b) => memberOrder.indexOf(a.kind) - memberOrder.indexOf(b.kind));
  return {
    name: contract.name,
    kind: contract.contractKind,
    abstract: contract.abstract,
    docs: cleanDocs(ctx.natspecOf(contract)),
    bases: contract.baseContracts.map((base) => {
      const target = ctx.dereference(base.baseName.referencedDeclaration);
      return {
        name: base.baseName.name ?? '',
        declaration: target ? declarationOf(target.node, target.sourcePath, ctx) : undefined,
        importPath: target?.sourcePath ?? '',
      };
    }),
    members,
  };
}

/**
 * The documented files of one build: every source under `contractsFolder`, each with its
 * contracts, libraries and interfaces. Private members are left out, as they are not API.
 */
export function readBuild(build: Build, contractsFolder = 'contracts'): SourceFile[] {
  const site = buildSite([build], {
    pages: 'files',
    exclude: [],
    sourcesDir: contractsFolder,
    pageExtension: '.md',
  });
  const nodesById = new Map<number, { node: unknown; sourcePath: string }>();
  for (const [sourcePath, { ast }] of Object.entries(build.output.sources)) {
    for (const node of findAll(['ContractDefinition', 'StructDefinition', 'EnumDefinition'], ast)) {
      nodesById.set(node.id, { node, sourcePath });
    }
  }
  const ctx: Context = {
    contractsFolder,
    dereference: (id) => nodesById.get(id),
    natspecOf: (item) => {
      try {
        return parseNatspec(item as Parameters<typeof parseNatspec>[0]);
      } catch {
        return {};
      }
    },
  };
  return site.pages
    .map((page) => ({
      path: page.id.replace(/\.md$/, '.sol'),
      contracts: page.items
        .filter(
          (item): item is typeof item & ContractDefinition =>
            item.nodeType === 'ContractDefinition',
        )
        .map((item) => contractModel(item, ctx)),
    }))
    .filter((file) => file.contracts.length > 0)
    .sort((a, b) => a.path.localeCompare(b.path));
}
