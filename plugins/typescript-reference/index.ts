/**
 * Docusaurus plugin: writes the landing page of the TypeScript code reference. The package
 * pages themselves come from docusaurus-plugin-typedoc (one instance per package); this page
 * ties them together with each package's installed version and description.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { installedVersion } from '../page-origin';

export interface TypescriptPackage {
  /** Folder under the reference, e.g. `core`. */
  folder: string;
  /** npm package name, e.g. `maci-core`. */
  name: string;
  label: string;
  /** One sentence on what the package holds (the packages' own descriptions are often empty). */
  summary: string;
}

export interface TypescriptReferenceOptions {
  outDir: string;
  sidebarPosition: number;
  /** Folder of the contract reference beside this one, which the index page links to. */
  contractReferenceFolder: string;
  packages: TypescriptPackage[];
}

interface PackageFacts extends TypescriptPackage {
  version: string;
}

export function readPackageFacts(siteDir: string, pkg: TypescriptPackage): PackageFacts {
  return { ...pkg, version: installedVersion(siteDir, pkg.name) };
}

/** Markdown of the reference's index page (pure). */
export function renderIndex(
  packages: PackageFacts[],
  sidebarPosition: number,
  contractReferenceFolder: string,
): string {
  const versions = [...new Set(packages.map((p) => p.version))].join(', ');
  const rows = packages.map(
    (p) => `| [${p.label}](./${p.folder}/index.md) | \`${p.name}\` | ${p.version} | ${p.summary} |`,
  );
  return [
    '---',
    'title: Code reference',
    'sidebar_label: Code reference',
    `sidebar_position: ${sidebarPosition}`,
    'description: "The public TypeScript API of the MACI packages: classes, interfaces, functions, types and variables, generated from the published type declarations."',
    '---',
    '',
    `This reference lists the public API of MACI's TypeScript packages at version ${versions}. It is generated at build time with TypeDoc from the type declarations that each package publishes on npm, so it matches what \`npm install\` gives you. Each package page starts with an index of its exports, grouped into classes, interfaces, functions, type aliases and variables.`,
    '',
    '| Package | npm | Version | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `To see how the packages are used together, read the [CLI guide](../cli.md) and the [integration guide](../integrating.md). The Solidity side has its own [contract reference](../${contractReferenceFolder}/index.md).`,
    '',
  ].join('\n');
}

export default function typescriptReferencePlugin(
  context: LoadContext,
  options: TypescriptReferenceOptions,
): Plugin {
  const facts = options.packages.map((pkg) => readPackageFacts(context.siteDir, pkg));
  const outDir = path.join(context.siteDir, options.outDir);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'index.md'),
    renderIndex(facts, options.sidebarPosition, options.contractReferenceFolder),
  );
  return { name: 'typescript-reference' };
}
