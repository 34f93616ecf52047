/**
 * The artifacts of MACI's trusted-setup ceremonies, kept once in artifacts.json (no package
 * ships them): the trusted-setup page renders its tables from it (`::ceremony-artifacts{id="v1.2"}`)
 * and the deployment planner reads which parameters have production keys.
 */
import type { Code, Table, TableRow, PhrasingContent } from 'mdast';
import data from './artifacts.json';

export interface CeremonyArtifact {
  /** Circuit as the ceremony names it: processMessages, tallyVotesNonQv, … */
  circuit: string;
  kind: string;
  params: string;
  description: string;
  file: string;
  url: string;
}

export interface Ceremony {
  id: string;
  name: string;
  /** The MACI release line its keys are for. */
  forRelease: string;
  /** The archive the repository's download script unpacks, when there is one. */
  archive?: string;
  /** Where that archive is downloaded from. */
  archiveUrl?: string;
  /** Every file the archive unpacks, as a path from the folder it is unpacked in. */
  archiveFiles?: string[];
  artifacts: CeremonyArtifact[];
}

export const ceremonies: Ceremony[] = data.ceremonies;

export function ceremony(id: string): Ceremony {
  const found = ceremonies.find((c) => c.id === id);
  if (!found) throw new Error(`no ceremony "${id}" in plugins/ceremony-artifacts/artifacts.json`);
  return found;
}

/** The newest ceremony for a release line (`1.2`). */
export function ceremonyFor(release: string): Ceremony {
  const found = ceremonies.find((c) => c.forRelease === release);
  if (!found) throw new Error(`no ceremony for MACI ${release} in artifacts.json`);
  return found;
}

/** Parameter string of each circuit's proving key, by circuit template (`ProcessMessages`). */
export function zkeyParams(c: Ceremony): Record<string, string> {
  const params: Record<string, string> = {};
  for (const artifact of c.artifacts.filter((a) => a.kind === 'zKey')) {
    params[artifact.circuit.charAt(0).toUpperCase() + artifact.circuit.slice(1)] = artifact.params;
  }
  return params;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** The ceremony's artifacts as a Markdown table: artifact, parameters, description, link. */
export function artifactTable(c: Ceremony): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      row([[text('Artifact')], [text('Parameters')], [text('Description')], [text('Link')]]),
      ...c.artifacts.map((a) =>
        row([
          [text(`${a.circuit} ${a.kind}`)],
          [text(a.params)],
          [text(a.description)],
          [{ type: 'link', url: a.url, children: [text(a.file)] }],
        ]),
      ),
    ],
  };
}

export const directiveName = 'ceremony-artifacts';

export const archiveDirectiveName = 'ceremony-archive';

interface TreeNode {
  name: string;
  children: TreeNode[];
}

/** File paths as a tree drawn with box characters, folders first and marked with a slash. */
export function drawTree(paths: string[]): string {
  const root: TreeNode = { name: '', children: [] };
  for (const path of paths) {
    let node = root;
    for (const part of path.split('/')) {
      let child = node.children.find((c) => c.name === part);
      if (!child) {
        child = { name: part, children: [] };
        node.children.push(child);
      }
      node = child;
    }
  }
  const lines: string[] = [];
  const draw = (node: TreeNode, prefix: string): void => {
    const children = [...node.children].sort(
      (a, b) => Number(b.children.length > 0) - Number(a.children.length > 0),
    );
    children.forEach((child, index) => {
      const last = index === children.length - 1;
      const folder = child.children.length > 0;
      lines.push(`${prefix}${last ? '└── ' : '├── '}${child.name}${folder ? '/' : ''}`);
      if (folder) draw(child, `${prefix}${last ? '    ' : '│   '}`);
    });
  };
  for (const top of root.children) {
    lines.push(`${top.name}/`);
    draw(top, '');
  }
  return lines.join('\n');
}

/** The tree a ceremony's archive unpacks, as a text block. */
export function archiveTree(c: Ceremony): Code {
  if (!c.archiveFiles)
    throw new Error(`ceremony "${c.id}" records no archive files in artifacts.json`);
  return { type: 'code', lang: 'text', value: drawTree(c.archiveFiles) };
}
