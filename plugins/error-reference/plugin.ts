/**
 * Docusaurus plugin of the error reference: makes the bundler's persistent cache depend on the
 * hand-written partials, and gives the browser's bundle the page's two stores. The remark step
 * reads the partials from disk, so without the first a change to a cause or fix alone would
 * leave the errors page built from the cached, older text. The stores: the list's HTML
 * strings (./list-html.ts writes them, `@error-list/<hash>`: the strings on the server, a
 * loader in the browser), and the lookup box's index of the entries (`@error-lookup-entries`),
 * which the box loads when a reader first uses it.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { loadErrorReference, type ErrorReferenceSources } from '.';
import { explanationFiles } from './explanations';
import { storeAlias } from './list-html';
import { lookupEntries } from './render';
import { writeIfChanged } from '../write-if-changed';

export interface ErrorReferencePluginOptions {
  /** What the page is made of: the packages, and the docs folder with its partials. */
  sources: ErrorReferenceSources;
  /** Where the list's strings and the lookup's index go (beside the bundler's cache). */
  storeDir: string;
}

export const entriesAlias = '@error-lookup-entries';

export default function errorReferencePlugin(
  _context: unknown,
  { sources, storeDir }: ErrorReferencePluginOptions,
): Plugin {
  const entriesFile = path.join(storeDir, 'entries.json');
  return {
    name: 'error-reference',
    // Before the bundler runs: the lookup's index module that the alias below names.
    async loadContent() {
      writeIfChanged(entriesFile, JSON.stringify(lookupEntries(loadErrorReference(sources))));
    },
    // Rspack's documented cache option: a change to any of these files starts a fresh cache.
    configureWebpack: (_config: unknown, isServer: boolean) => ({
      experiments: { cache: { buildDependencies: explanationFiles(sources.docsDir) } },
      resolve: {
        alias: {
          [storeAlias]: path.join(storeDir, isServer ? 'server' : 'client'),
          [entriesAlias]: entriesFile,
        },
      },
    }),
    // In development, an edited partial reloads the site's content.
    getPathsToWatch: () => explanationFiles(sources.docsDir),
  };
}
