/**
 * Pure renderer: the Solidity model of each release becomes MDX-safe Markdown pages, one per
 * source file, plus an index page per folder. Headings carry explicit ids so that links
 * between pages (inheritance, parameter types) can be computed before any page exists.
 */
import path from 'node:path';
import { releaseLabel } from '../page-origin';
import { originKey } from '../page-origin/key';
import { contractAnchor } from '../error-reference/anchors';
import type {
  Contract,
  Declaration,
  Docs,
  Member,
  MemberKind,
  SourceFile,
  Variable,
} from './model';

export interface ReleasedFile extends SourceFile {
  /** The release whose source this page shows (the newest that has the file). */
  shownRelease: string;
  /** Every installed release that has this file, oldest first. */
  releases: string[];
}

export interface RenderOptions {
  /** Every release that was read, oldest first, e.g. ['1.2.0', '1.2.5']. */
  releases: string[];
  /** Address of a source file at a release, for the "Source" line. */
  sourceUrl: (release: string, file: string) => string;
  /** Sidebar position of the reference's category among the docs. */
  sidebarPosition: number;
  /** Folder of the reference under the docs root, e.g. `solidity-docs`. */
  routeFolder: string;
  /** Folder of the TypeScript reference beside this one, which the index page links to. */
  codeReferenceFolder: string;
  /** The error reference's page, relative to the docs folder; each error links to its entry. */
  errorsPage?: string;
}

/** Markdown file path (relative to the reference folder) mapped to its content. */
export type Pages = Map<string, string>;

const sectionTitles: [string, MemberKind[]][] = [
  ['Types', ['struct', 'enum']],
  ['State variables', ['variable']],
  ['Events', ['event']],
  ['Errors', ['error']],
  ['Modifiers', ['modifier']],
  ['Functions', ['constructor', 'receive', 'fallback', 'function']],
];

/** Escapes prose for MDX: JSX and expression braces, Markdown emphasis and link syntax. */
export function escapeProse(text: string): string {
  // Code spans stay literal in MDX; escape only what lies between them.
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\\/g, '\\\\')
            .replace(/[{}[\]*_]/g, (c) => `\\${c}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/^(\s*)#/gm, '$1\\#'),
    )
    .join('');
}

/** Prose for a table cell: one line, with pipes escaped (GFM splits cells on them even in code). */
function cell(text: string | undefined): string {
  if (!text) return '';
  return escapeProse(text.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`.replace(/\|/g, '\\|');
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(oneLine);
  return (match ? match[1] : oneLine).slice(0, 200);
}

/** Heading ids of one page, in heading order, unique within the page. */
class Anchors {
  private readonly used = new Map<string, number>();
  take(text: string): string {
    const base = slug(text);
    const count = this.used.get(base) ?? 0;
    this.used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  }
}

interface PagePlan {
  file: ReleasedFile;
  page: string;
  /** `Contract` and `Contract.Member` (types only) to heading id; undefined id = page top. */
  ids: Map<string, string | undefined>;
  /** Member heading ids, in member order per contract. */
  memberIds: Map<Member, string>;
  contractIds: Map<Contract, string | undefined>;
}

export function pagePath(source: string): string {
  return source.replace(/\.sol$/, '.md');
}

function plan(file: ReleasedFile): PagePlan {
  const anchors = new Anchors();
  const ids = new Map<string, string | undefined>();
  const memberIds = new Map<Member, string>();
  const contractIds = new Map<Contract, string | undefined>();
  const single = file.contracts.length === 1;
  for (const contract of file.contracts) {
    const contractId = single ? undefined : anchors.take(contract.name);
    contractIds.set(contract, contractId);
    ids.set(contract.name, contractId);
    for (const [title, kinds] of sectionTitles) {
      const members = contract.members.filter((m) => kinds.includes(m.kind));
      if (members.length === 0) continue;
      anchors.take(single ? title : `${contract.name} ${title}`);
      for (const member of members) {
        // Functions, variables and modifiers share one namespace in Solidity and keep their
        // bare names (#signup); types, events and errors may reuse a name, so they get a prefix.
        const prefixed = ['struct', 'enum', 'event', 'error'].includes(member.kind);
        const id = anchors.take(prefixed ? `${member.kind} ${member.name}` : member.name);
        memberIds.set(member, id);
        if (member.kind === 'struct' || member.kind === 'enum')
          ids.set(`${contract.name}.${member.name}`, id);
      }
    }
  }
  return { file, page: pagePath(file.path), ids, memberIds, contractIds };
}

class Linker {
  private readonly bySource = new Map<string, PagePlan>();
  constructor(plans: PagePlan[]) {
    for (const p of plans) this.bySource.set(p.file.path, p);
  }
  /** Relative Markdown link target from page `from` to a declaration, if it has a page. */
  href(from: string, declaration: Declaration): string | undefined {
    const target = this.bySource.get(declaration.source);
    if (!target || !target.ids.has(declaration.name)) return undefined;
    const id = target.ids.get(declaration.name);
    const hash = id ? `#${id}` : '';
    if (target.page === from) return hash || undefined;
    let relative = path.posix.relative(path.posix.dirname(from), target.page);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${relative}${hash}`;
  }
}

function typeCell(from: string, v: Variable, linker: Linker): string {
  const links = v.references
    .map((ref) => ({ ref, href: linker.href(from, ref) }))
    .filter((l): l is { ref: Declaration; href: string } => l.href !== undefined);
  const written = v.location ? `${v.type} ${v.location}` : v.type;
  const single = links[0];
  if (links.length === 1 && single && single.ref.name === v.type) {
    return `[${code(written)}](${single.href})`;
  }
  if (links.length === 0) return code(written);
  return `${code(written)} (${links.map((l) => `[${l.ref.name}](${l.href})`).join(', ')})`;
}

function variableTable(from: string, title: string, list: Variable[], linker: Linker): string[] {
  if (list.length === 0) return [];
  const described = list.some((v) => v.description);
  const rows = list.map((v) => {
    const cells = [v.name ? code(v.name) : '(unnamed)', typeCell(from, v, linker)];
    if (described) cells.push(cell(v.description));
    return `| ${cells.join(' | ')} |`;
  });
  const header = described
    ? ['| Name | Type | Description |', '| --- | --- | --- |']
    : ['| Name | Type |', '| --- | --- |'];
  return [`**${title}**`, '', ...header, ...rows, ''];
}

/** NatSpec prose; a contract's `@title` shows unless it only repeats the contract name. */
function docsBlock(docs: Docs, contractName?: string): string[] {
  const out: string[] = [];
  if (contractName && docs.title && docs.title !== contractName) {
    out.push(`**${escapeProse(docs.title)}**`, '');
  }
  if (docs.notice) out.push(escapeProse(docs.notice), '');
  if (docs.dev) out.push(':::note[Developer note]', '', escapeProse(docs.dev), '', ':::', '');
  for (const [tag, text] of Object.entries(docs.custom)) {
    out.push(`**${escapeProse(tag)}:** ${escapeProse(text)}`, '');
  }
  return out;
}

function memberBlock(
  from: string,
  member: Member,
  id: string,
  level: string,
  linker: Linker,
  errorsLink?: string,
): string[] {
  const heading =
    member.kind === 'constructor' || member.kind === 'receive' || member.kind === 'fallback'
      ? member.kind
      : member.name;
  const out = [
    `${level} ${escapeProse(heading)} \\{#${id}\\}`,
    '',
    '```solidity',
    member.signature,
    '```',
    '',
  ];
  out.push(...docsBlock(member.docs));
  if (member.kind === 'error' && errorsLink) {
    out.push(
      `**Cause and fix:** [error reference](${errorsLink}#${contractAnchor(member.name)})`,
      '',
    );
  }
  if (member.kind === 'variable') {
    const type = member.returns[0];
    if (type && type.references.length > 0)
      out.push(`**Type:** ${typeCell(from, type, linker)}`, '');
  } else {
    out.push(...variableTable(from, 'Parameters', member.params, linker));
    out.push(...variableTable(from, 'Returns', member.returns, linker));
  }
  out.push(...variableTable(from, 'Fields', member.fields, linker));
  if (member.values.length > 0) out.push(`**Values:** ${member.values.map(code).join(', ')}`, '');
  return out;
}

/** The front matter line naming the releases a page comes from (plugins/page-origin). */
function originLine(releases: string[]): string {
  const label = releaseLabel(releases.map((version) => ({ name: 'maci-contracts', version })));
  return `${originKey}: ${yamlString(label)}`;
}

function kindLabel(contract: Contract): string {
  return contract.abstract ? `abstract ${contract.kind}` : contract.kind;
}

function releaseText(file: ReleasedFile, all: string[]): string {
  const list = file.releases.map((r) => `maci-contracts ${r}`).join(' and ');
  const newest = all[all.length - 1];
  const oldest = all[0];
  if (file.releases.length === all.length) return `${list} (every release this reference covers)`;
  if (newest !== undefined && !file.releases.includes(newest)) {
    return `${list} only; removed before ${newest}`;
  }
  if (oldest !== undefined && !file.releases.includes(oldest))
    return `${list}; added after ${oldest}`;
  return list;
}

function contractPage(p: PagePlan, linker: Linker, options: RenderOptions): string {
  const { file } = p;
  const stem = path.posix.basename(file.path, '.sol');
  const first = file.contracts[0];
  const title =
    file.contracts.length === 1 && first && first.name !== stem ? `${stem} (${first.name})` : stem;
  const summary =
    (first && summaryOf(first)) ?? `Reference of the ${stem} Solidity source file of MACI.`;
  const out = ['---', `title: ${yamlString(title)}`, `sidebar_label: ${yamlString(stem)}`];
  const folder = path.posix.dirname(file.path);
  if (folder !== '.' && path.posix.basename(folder).toLowerCase() === stem.toLowerCase()) {
    // Docusaurus would take `utilities/Utilities.md` for the folder's index page: pin its route.
    out.push(`slug: ${yamlString(`/${options.routeFolder}/${folder}/${stem}`)}`);
  }
  out.push(`description: ${yamlString(summary)}`, originLine([file.shownRelease]), '---', '');
  const newest = options.releases[options.releases.length - 1];
  if (newest !== undefined && !file.releases.includes(newest)) {
    out.push(
      ':::info[Not in the latest release]',
      '',
      `This source file shipped in ${file.releases.map((r) => `maci-contracts ${r}`).join(' and ')} and is not part of maci-contracts ${newest}. The page documents its ${file.shownRelease} source.`,
      '',
      ':::',
      '',
    );
  }
  out.push(
    `- **Source:** [${code(`contracts/${file.path}`)}](${options.sourceUrl(file.shownRelease, file.path)}) (maci-contracts ${file.shownRelease})`,
    `- **Releases:** ${releaseText(file, options.releases)}`,
  );
  const single = file.contracts.length === 1;
  if (single && first) out.push(...contractFacts(p.page, first, linker));
  out.push('');
  for (const contract of file.contracts) {
    const level = single ? '##' : '###';
    if (!single) {
      out.push(
        `## ${escapeProse(contract.name)} \\{#${p.contractIds.get(contract) ?? slug(contract.name)}\\}`,
        '',
      );
      out.push(...contractFacts(p.page, contract, linker), '');
    }
    out.push(...docsBlock(contract.docs, contract.name));
    for (const [sectionTitle, kinds] of sectionTitles) {
      const members = contract.members.filter((m) => kinds.includes(m.kind));
      if (members.length === 0) continue;
      out.push(`${level} ${sectionTitle}`, '');
      for (const member of members) {
        const id = p.memberIds.get(member) ?? slug(member.name);
        const errorsLink = options.errorsPage
          ? path.posix.relative(
              path.posix.dirname(path.posix.join(options.routeFolder, p.page)),
              options.errorsPage,
            )
          : undefined;
        out.push(...memberBlock(p.page, member, id, `${level}#`, linker, errorsLink));
      }
    }
    if (contract.members.length === 0) {
      out.push(
        `This ${kindLabel(contract)} declares no public or internal members of its own.`,
        '',
      );
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function contractFacts(from: string, contract: Contract, linker: Linker): string[] {
  const out = [`- **Kind:** ${kindLabel(contract)} ${code(contract.name)}`];
  if (contract.bases.length > 0) {
    const bases = contract.bases.map((base) => {
      const href = base.declaration ? linker.href(from, base.declaration) : undefined;
      if (href) return `[${base.name}](${href})`;
      return base.importPath ? `${code(base.name)} from ${code(base.importPath)}` : code(base.name);
    });
    out.push(`- **Inherits:** ${bases.join(', ')}`);
  }
  return out;
}

/** One line for index tables: the notice, else a title that says more than the name, else dev. */
function summaryOf(contract: Contract): string | undefined {
  const { notice, title, dev } = contract.docs;
  return firstSentence(notice ?? (title && title !== contract.name ? title : dev));
}

function humanize(folder: string): string {
  const words = folder.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function indexRows(from: string, files: ReleasedFile[], linker: Linker): string[] {
  const rows = files.flatMap((file) =>
    file.contracts.map((contract) => {
      const href =
        linker.href(from, { source: file.path, name: contract.name }) ?? `./${pagePath(file.path)}`;
      const releases = file.releases.join(', ');
      return `| [${code(contract.name)}](${href}) | ${kindLabel(contract)} | ${cell(summaryOf(contract))} | ${releases} |`;
    }),
  );
  return ['| Name | Kind | Summary | Releases |', '| --- | --- | --- | --- |', ...rows, ''];
}

function folderIndex(
  folder: string,
  files: ReleasedFile[],
  subfolders: string[],
  linker: Linker,
  releases: string[],
): string {
  const name = path.posix.basename(folder);
  const from = `${folder}/index.md`;
  const out = [
    '---',
    `title: ${yamlString(humanize(name))}`,
    `sidebar_label: ${yamlString(name)}`,
    `description: ${yamlString(`Solidity reference of the contracts in the ${folder} folder of maci-contracts.`)}`,
    originLine(releases),
    '---',
    '',
    `The ${code(`contracts/${folder}`)} folder of the maci-contracts package holds these source files.`,
    '',
  ];
  if (files.length > 0) out.push(...indexRows(from, files, linker));
  if (subfolders.length > 0) {
    out.push(
      'Subfolders:',
      '',
      ...subfolders.map(
        (sub) =>
          `- [${code(`${path.posix.basename(sub)}/`)}](./${path.posix.basename(sub)}/index.md)`,
      ),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function rootIndex(
  files: ReleasedFile[],
  folders: string[],
  linker: Linker,
  options: RenderOptions,
): string {
  const topLevel = files.filter((f) => !f.path.includes('/'));
  const count = files.reduce((n, f) => n + f.contracts.length, 0);
  const out = [
    '---',
    'title: Contract reference',
    'sidebar_label: Contract reference',
    `sidebar_position: ${options.sidebarPosition}`,
    `description: ${yamlString('Every MACI 1.2.x Solidity contract, library and interface, generated from the maci-contracts package sources and their NatSpec comments.')}`,
    originLine(options.releases),
    '---',
    '',
    `This reference documents the ${count} contracts, libraries and interfaces of the maci-contracts package, releases ${options.releases.join(' and ')}. Each page is generated at build time from the Solidity compiler output that the package ships, so it shows exactly what the release contains: NatSpec comments, inheritance, state variables, events, custom errors, modifiers and functions with their full signatures.`,
    '',
    `Pages show the source of the newest release that has the file. Files that exist only in an older release say so at the top. For how the contracts fit together, read the [smart contracts guide](../contracts.md); the TypeScript packages have their own [code reference](../${options.codeReferenceFolder}/index.md).`,
    '',
    '## Core contracts',
    '',
    ...indexRows('index.md', topLevel, linker),
    '## Folders',
    '',
    ...folders
      .filter((f) => !f.includes('/'))
      .map(
        (f) =>
          `- [${code(`${f}/`)}](./${f}/index.md): ${files.filter((file) => file.path.startsWith(`${f}/`)).length} files`,
      ),
    '',
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * Merges the releases (oldest first) by source path: a file takes the model of the newest
 * release that has it and lists every release that has it.
 */
export function mergeReleases(builds: { release: string; files: SourceFile[] }[]): ReleasedFile[] {
  const byPath = new Map<string, ReleasedFile>();
  for (const { release, files } of builds) {
    for (const file of files) {
      const previous = byPath.get(file.path);
      byPath.set(file.path, {
        ...file,
        shownRelease: release,
        releases: [...(previous?.releases ?? []), release],
      });
    }
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export function renderReference(files: ReleasedFile[], options: RenderOptions): Pages {
  const plans = files.map(plan);
  const linker = new Linker(plans);
  const pages: Pages = new Map();
  for (const p of plans) pages.set(p.page, contractPage(p, linker, options));
  const folders = [
    ...new Set(
      files.flatMap((f) => {
        const parts = f.path.split('/').slice(0, -1);
        return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
      }),
    ),
  ].sort();
  for (const folder of folders) {
    const direct = files.filter((f) => path.posix.dirname(f.path) === folder);
    const subfolders = folders.filter((f) => path.posix.dirname(f) === folder);
    pages.set(
      `${folder}/index.md`,
      folderIndex(folder, direct, subfolders, linker, options.releases),
    );
    // An explicit link keeps a page named like its folder from becoming the category page.
    const category = {
      label: path.posix.basename(folder),
      link: { type: 'doc', id: `${options.routeFolder}/${folder}/index` },
    };
    pages.set(`${folder}/_category_.json`, `${JSON.stringify(category, null, 2)}\n`);
  }
  pages.set('index.md', rootIndex(files, folders, linker, options));
  return pages;
}
