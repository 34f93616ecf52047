/**
 * Docusaurus plugin: makes the bundler's persistent cache depend on the error reference's
 * hand-written partials. The remark step reads them from disk, so without this a change to a
 * cause or fix alone would leave the errors page built from the cached, older text.
 */
import type { Plugin } from '@docusaurus/types';
import { explanationFiles } from './explanations';

export interface ErrorReferencePluginOptions {
  /** The docs folder that holds the errors page and its `_errors-*.md` partials. */
  docsDir: string;
}

export default function errorReferencePlugin(
  _context: unknown,
  options: ErrorReferencePluginOptions,
): Plugin {
  return {
    name: 'error-reference',
    // Rspack's documented cache option: a change to any of these files starts a fresh cache.
    configureWebpack: () => ({
      experiments: { cache: { buildDependencies: explanationFiles(options.docsDir) } },
    }),
    // In development, an edited partial reloads the site's content.
    getPathsToWatch: () => explanationFiles(options.docsDir),
  };
}
