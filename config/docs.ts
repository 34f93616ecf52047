import path from 'node:path';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { docsRouteBasePath, docsVersions, latestDocsFolder } from './site';
import { math } from './math';
import remarkCeremonyArtifacts from '../plugins/ceremony-artifacts/remark';
import remarkDeploymentPlanner from '../plugins/deployment-planner/remark';
import remarkProofRun from '../plugins/proof-run/remark';
import remarkGasLedger from '../plugins/gas-ledger/remark';
import remarkGlossaryTerms from '../plugins/glossary-terms/remark';
import remarkMaciCliReference from '../plugins/maci-cli-reference/remark';
import remarkErrorReference from '../plugins/error-reference/remark';
import remarkExampleFiles from '../plugins/example-files/remark';
import rehypeErrorList from '../plugins/error-reference/list-html';
import { errorReference, errorReferenceStoreDir } from './errors';
import { sidebarItemsGenerator } from './sidebar-items';
import { showLastUpdateTime } from './git-history';
import { referenceFolders } from './reference';

const latestDocsDir = path.join(__dirname, '..', latestDocsFolder);

/** Glossary terms are marked on the latest version's hand-written pages (plugins/glossary-terms). */
export const glossaryTerms = {
  glossaryFile: path.join(latestDocsDir, 'glossary.md'),
  docsDir: latestDocsDir,
  generatedFolders: Object.values(referenceFolders),
};

export const docs: DocsOptions = {
  routeBasePath: docsRouteBasePath,
  // Only versioned docs exist: versions.json lists them and there is no docs/ folder.
  includeCurrentVersion: false,
  lastVersion: docsVersions.latest,
  versions: {
    [docsVersions.latest]: { label: docsVersions.latest, banner: 'none', badge: true },
    [docsVersions.older]: {
      label: docsVersions.older,
      path: docsVersions.older,
      banner: 'unmaintained',
      badge: true,
    },
  },
  showLastUpdateTime,
  sidebarItemsGenerator,
  // Before Docusaurus's own plugins, so generated headings get ids and TOC entries.
  beforeDefaultRemarkPlugins: [remarkMaciCliReference, [remarkErrorReference, errorReference]],
  remarkPlugins: [
    remarkExampleFiles,
    ...math.remarkPlugins,
    remarkCeremonyArtifacts,
    remarkDeploymentPlanner,
    remarkProofRun,
    remarkGasLedger,
    [remarkGlossaryTerms, glossaryTerms],
  ],
  // The error reference's list as HTML strings (plugins/error-reference/list-html.ts).
  rehypePlugins: [...math.rehypePlugins, [rehypeErrorList, { storeDir: errorReferenceStoreDir }]],
};
