/**
 * Which installed package release a generated docs page comes from (plugins/page-origin/key.ts).
 * The Solidity reference writes the key into its pages itself; for the TypeDoc pages and the
 * CLI page, whose Markdown this site does not write, a `markdown.parseFrontMatter` hook adds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { originKey } from './key';

export interface Release {
  name: string;
  version: string;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * One package and release per page in the common case (`maci-cli 1.2.5`); an index page
 * of several releases of one package (`maci-contracts 1.2.0 and 1.2.5`) or of several
 * packages at one release (`maci-core and maci-crypto 1.2.5`) names each once.
 */
export function releaseLabel(releases: Release[]): string {
  const names = unique(releases.map((r) => r.name));
  const versions = unique(releases.map((r) => r.version));
  if (names.length === 1) return `${names[0]} ${list(versions)}`;
  if (versions.length === 1) return `${list(names)} ${versions[0]}`;
  return list(releases.map((r) => `${r.name} ${r.version}`));
}

const versions = new Map<string, string>();

/**
 * The version of a package installed in the site's node_modules (its package.json), read
 * once: the front matter hook asks for it on every generated page.
 */
export function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  let version = versions.get(manifest);
  if (version === undefined) {
    version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
    versions.set(manifest, version);
  }
  return version;
}

/** A generated page's origin from its path and content; undefined for hand-written pages. */
export type OriginOf = (filePath: string, fileContent: string) => Release[] | undefined;

/**
 * A `markdown.parseFrontMatter` hook: Docusaurus's own parser, plus the origin key on the
 * pages `originOf` recognizes (a key the page already has is kept).
 */
export function withPageOrigin(originOf: OriginOf): ParseFrontMatter {
  return async (params) => {
    const parsed = await params.defaultParseFrontMatter(params);
    const releases = originOf(params.filePath, params.fileContent);
    if (!releases || parsed.frontMatter[originKey] !== undefined) return parsed;
    return {
      ...parsed,
      frontMatter: { ...parsed.frontMatter, [originKey]: releaseLabel(releases) },
    };
  };
}
