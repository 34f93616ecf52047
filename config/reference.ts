import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import { local } from '../plugins/local-plugin';
import type { RouteGroupOption } from '../plugins/speed/client-routes/split-route-groups';
import solidityReferencePlugin, {
  type SolidityReferenceOptions,
} from '../plugins/solidity-reference';
import typescriptReferencePlugin, {
  type TypescriptPackage,
  type TypescriptReferenceOptions,
} from '../plugins/typescript-reference';
import { cliPackageName } from '../plugins/maci-cli-reference/commands';
import { directiveName as cliReferenceDirective } from '../plugins/maci-cli-reference/remark';
import { installedVersion, withPageOrigin, type Release } from '../plugins/page-origin';
import { docsRouteBasePath, latestDocsFolder, links } from './site';

/**
 * The generated references' folders in the latest docs version. The latest version is served
 * at the docs root, so each folder is also the first segment of its pages' URLs.
 */
export const referenceFolders = {
  solidity: 'solidity-docs',
  typescript: 'typedoc',
} as const;

/** The URL prefixes of the generated reference pages. */
export const referencePaths = {
  solidity: `/${docsRouteBasePath}/${referenceFolders.solidity}/`,
  typescript: `/${docsRouteBasePath}/${referenceFolders.typescript}/`,
} as const;

/** The TypeScript packages whose public API is documented under referencePaths.typescript. */
export const typescriptPackages: TypescriptPackage[] = [
  {
    folder: 'cli',
    name: 'maci-cli',
    label: 'CLI',
    summary: 'The functions behind each maci-cli subcommand, callable from your own scripts.',
  },
  {
    folder: 'core',
    name: 'maci-core',
    label: 'Core',
    summary: 'The off-chain MACI state (MaciState, Poll) that a coordinator processes and tallies.',
  },
  {
    folder: 'crypto',
    name: 'maci-crypto',
    label: 'Crypto',
    summary: 'Hashes, keys, signatures, shared keys, encryption and Merkle trees.',
  },
  {
    folder: 'domainobjs',
    name: 'maci-domainobjs',
    label: 'Domain objects',
    summary: 'Keys, commands, messages, ballots and state leaves, with their serialisation.',
  },
];

/** The error reference's page, relative to the latest docs folder (config/errors.ts). */
export const errorsPage = 'errors.md';

/** Its URL: like the generated references, search indexes it by title and headings. */
export const errorsPath = `/${docsRouteBasePath}/${errorsPage.replace(/\.md$/, '')}/`;

export const solidityReference: SolidityReferenceOptions = {
  // maci-contracts-1.2.0 is an npm alias: it brings the contracts that 1.2.5 no longer ships.
  packages: ['maci-contracts-1.2.0', 'maci-contracts'],
  outDir: `${latestDocsFolder}/${referenceFolders.solidity}`,
  sidebarPosition: 28,
  codeReferenceFolder: referenceFolders.typescript,
  errorsPage,
  sourceUrl: (release, file) => `${links.repository}/blob/v${release}/contracts/contracts/${file}`,
};

/**
 * The reference pages' routes: the entry bundle leaves them out, and the browser loads
 * each group's routes when it first needs one (plugins/speed/client-routes).
 */
export const referenceRouteGroups: RouteGroupOption[] = [
  { name: 'solidity-reference', pathPrefix: referencePaths.solidity },
  { name: 'typescript-reference', pathPrefix: referencePaths.typescript },
];

export const typescriptReference: TypescriptReferenceOptions = {
  outDir: `${latestDocsFolder}/${referenceFolders.typescript}`,
  sidebarPosition: 29,
  contractReferenceFolder: referenceFolders.solidity,
  packages: typescriptPackages,
};

/**
 * One docusaurus-plugin-typedoc instance per package: TypeDoc reads the declarations the
 * package ships (build/ts/index.d.ts) and writes Markdown before the docs plugin loads.
 */
export const typedocOptions = typescriptPackages.map((pkg) => ({
  id: `typedoc-${pkg.folder}`,
  name: pkg.name,
  entryPoints: [`node_modules/${pkg.name}/build/ts/index.d.ts`],
  tsconfig: 'config/typedoc.tsconfig.json',
  plugin: ['./plugins/typescript-reference/typedoc-arrow-functions.mjs'],
  out: `${typescriptReference.outDir}/${pkg.folder}`,
  // "Defined in" lines would name source files that the packages do not ship.
  disableSources: true,
  excludePrivate: true,
  excludeInternal: true,
  readme: 'none',
  hidePageHeader: true,
  sidebar: { autoConfiguration: true, pretty: true },
  indexFormat: 'table',
  parametersFormat: 'table',
  enumMembersFormat: 'table',
  typeDeclarationFormat: 'table',
  useCodeBlocks: true,
  expandParameters: true,
  entryFileName: 'index',
  logLevel: 'Warn',
}));

const typedocPlugins: PluginConfig[] = typedocOptions.map((options) => [
  'docusaurus-plugin-typedoc',
  options,
]);

export const referencePlugins: PluginConfig[] = [
  local(solidityReferencePlugin, solidityReference),
  local(typescriptReferencePlugin, typescriptReference),
  ...typedocPlugins,
];

const cliDirectiveLine = new RegExp(`^::${cliReferenceDirective}\\s*$`, 'm');

/**
 * The releases a generated docs page comes from, for the pages whose Markdown this site does
 * not write itself: TypeDoc's pages (their package, or every package on the index page) and
 * any page that embeds the CLI reference. The Solidity reference names its own releases.
 */
export function referenceOrigin(
  siteDir: string,
  filePath: string,
  fileContent: string,
): Release[] | undefined {
  const release = (name: string): Release => ({ name, version: installedVersion(siteDir, name) });
  const typedocRoot = `${path.join(siteDir, typescriptReference.outDir)}${path.sep}`;
  if (filePath.startsWith(typedocRoot)) {
    const folder = filePath.slice(typedocRoot.length).split(path.sep)[0];
    const pkg = typescriptPackages.find((p) => p.folder === folder);
    return pkg ? [release(pkg.name)] : typescriptPackages.map((p) => release(p.name));
  }
  if (cliDirectiveLine.test(fileContent)) return [release(cliPackageName)];
  return undefined;
}

/** For the site config's `markdown.parseFrontMatter` (the docs' generated-from line). */
export const parseFrontMatter = withPageOrigin((filePath, fileContent) =>
  referenceOrigin(process.cwd(), filePath, fileContent),
);
