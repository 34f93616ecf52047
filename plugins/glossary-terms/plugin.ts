/**
 * Docusaurus plugin for the glossary's definitions module (see ./remark.ts): the server
 * bundle resolves `@glossary-definitions` to every definition, as HTML; the browser's to an
 * object that reads '' for each until it fills itself from a chunk of its own when asked. The client
 * module (src/client/glossary-terms.ts) asks after a client-side navigation, and handles
 * Escape and the tooltip's place near the window's edge.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { definitionsModule } from './remark';
import { definitionsHtml, parseGlossary } from './parse';
import { writeIfChanged } from '../write-if-changed';

export interface GlossaryPluginOptions {
  /** The glossary page's source file. */
  glossaryFile: string;
  /** Where the definitions modules are written (beside the bundler's cache). */
  storeDir: string;
}

/** The three files of the store: the definitions (JSON), the server's and the browser's module. */
export function storeFiles(json: string): Record<string, string> {
  return {
    'definitions.json': json,
    'server/index.js':
      `import definitions from '../definitions.json';\nexport default definitions;\n` +
      `export const loadDefinitions = () => Promise.resolve(definitions);\n`,
    // A definition not loaded reads as '': React keeps the server's markup of an element whose
    // __html is a string when it hydrates, but hydrates its children when __html is undefined
    // (and then fails on the server's text).
    'client/index.js':
      `const loaded = {};\n` +
      `export default new Proxy(loaded, { get: (target, slug) => target[slug] ?? '' });\n` +
      `export const loadDefinitions = () =>\n` +
      `  import('../definitions.json').then((m) => Object.assign(loaded, m.default));\n`,
  };
}

export default function glossaryTermsPlugin(
  context: LoadContext,
  { glossaryFile, storeDir }: GlossaryPluginOptions,
): Plugin {
  const json = JSON.stringify(definitionsHtml(parseGlossary(readFileSync(glossaryFile, 'utf8'))));
  for (const [file, content] of Object.entries(storeFiles(json))) {
    writeIfChanged(path.join(storeDir, file), content);
  }
  return {
    name: 'glossary-terms',
    getClientModules: () => [path.join(context.siteDir, 'src/client/glossary-terms.ts')],
    configureWebpack(_config, isServer) {
      const side = isServer ? 'server' : 'client';
      return { resolve: { alias: { [definitionsModule]: path.join(storeDir, side) } } };
    },
  };
}
