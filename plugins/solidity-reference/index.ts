/**
 * Docusaurus plugin: writes the Solidity contract reference (one page per source file of
 * maci-contracts, every installed 1.2.x release merged) into the v1.x docs before the docs
 * plugin reads them. The output folder is generated on every build and dev start, and ignored by git.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readBuild, type Build } from './model';
import { mergeReleases, renderReference, type Pages } from './render';

export interface SolidityReferenceOptions {
  /** Installed packages to document, e.g. `maci-contracts` and an alias of an older release. */
  packages: string[];
  /** Output folder, relative to the site directory. */
  outDir: string;
  sidebarPosition: number;
  /** Folder of the TypeScript reference beside this one, which the index page links to. */
  codeReferenceFolder: string;
  /** The error reference's page, relative to the docs folder; each error links to its entry. */
  errorsPage?: string;
  /** Repository address of a file at a release tag. */
  sourceUrl: (release: string, file: string) => string;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Reads a package's shipped Hardhat build-info files (solc input and output with ASTs). */
export function readPackage(
  siteDir: string,
  packageName: string,
): { release: string; builds: Build[] } {
  // Packages with an `exports` map do not expose package.json to require.resolve.
  const root = path.join(siteDir, 'node_modules', packageName);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = path.join(root, 'build', 'artifacts', 'build-info');
  const builds = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Build);
  return { release: version, builds };
}

export function generateSolidityReference(
  siteDir: string,
  options: SolidityReferenceOptions,
): Pages {
  const releases = options.packages
    .map((name) => readPackage(siteDir, name))
    .sort((a, b) => compareVersions(a.release, b.release));
  const files = mergeReleases(
    releases.map(({ release, builds }) => ({
      release,
      files: builds.flatMap((build) => readBuild(build)),
    })),
  );
  return renderReference(files, {
    releases: releases.map((r) => r.release),
    sourceUrl: options.sourceUrl,
    sidebarPosition: options.sidebarPosition,
    routeFolder: path.basename(options.outDir),
    codeReferenceFolder: options.codeReferenceFolder,
    errorsPage: options.errorsPage,
  });
}

export function writePages(outDir: string, pages: Pages): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const [file, content] of pages) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

export default function solidityReferencePlugin(
  context: LoadContext,
  options: SolidityReferenceOptions,
): Plugin {
  // Runs when the plugin is created, which is before any plugin loads content.
  const started = performance.now();
  const pages = generateSolidityReference(context.siteDir, options);
  writePages(path.join(context.siteDir, options.outDir), pages);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`[solidity-reference] ${pages.size} pages in ${seconds} s`);
  return { name: 'solidity-reference' };
}
