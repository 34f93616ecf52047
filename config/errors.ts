import path from 'node:path';
import { cliPackageName } from '../plugins/maci-cli-reference/commands';
import type { RemarkErrorReferenceOptions } from '../plugins/error-reference/remark';
import { pagePath } from '../plugins/solidity-reference/render';
import { referenceFolders, solidityReference } from './reference';
import { codeTheme } from './prism';
import { latestDocsFolder } from './site';

const siteDir = path.join(__dirname, '..');

/** The source folder of maci-contracts' own files in its compiler output. */
const contractsFolder = 'contracts/';

/** Where the errors page's list strings and lookup index go, beside the bundler's cache. */
export const errorReferenceStoreDir = path.join(
  siteDir,
  'node_modules',
  '.cache',
  'error-reference',
);

/** The error reference on /docs/errors/ (plugins/error-reference). */
export const errorReference: RemarkErrorReferenceOptions = {
  sources: {
    siteDir,
    contractPackages: solidityReference.packages,
    cliPackage: cliPackageName,
    corePackage: 'maci-core',
    docsDir: path.join(siteDir, latestDocsFolder),
  },
  contractPage: (source) =>
    source.startsWith(contractsFolder)
      ? `./${referenceFolders.solidity}/${pagePath(source.slice(contractsFolder.length))}`
      : undefined,
  subcommandLink: (name) => `./cli.md#${name.toLowerCase()}`,
  lookupComponent: 'ErrorLookup',
  codeTheme,
};
