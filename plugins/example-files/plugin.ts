/**
 * Docusaurus plugin: the remark step (./remark.ts) reads the examples' files from disk, where
 * the bundler does not see them. This makes its persistent cache and the development server
 * depend on them, so that a changed example file rebuilds the pages that show it rather than
 * leaving them built from the cached, older text.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { examplesDir } from '.';

/** What an example's folder holds that is not its source: installs and build output. */
const notSource = new Set(['node_modules', 'dist']);

/** Every source file of the example projects below `dir`. */
export function exampleSourceFiles(dir: string = examplesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || notSource.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exampleSourceFiles(path) : [path];
  });
}

export default function exampleFilesPlugin(): Plugin {
  return {
    name: 'example-files',
    // Rspack's documented cache option: a change to any of these files starts a fresh cache.
    configureWebpack: () => ({
      experiments: { cache: { buildDependencies: exampleSourceFiles() } },
    }),
    getPathsToWatch: () => exampleSourceFiles(),
  };
}
