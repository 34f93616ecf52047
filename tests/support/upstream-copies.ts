/**
 * The site's copies of files of installed packages: swizzled theme components that were
 * ejected and changed, and client modules that replace Docusaurus's own in the bundle. Each
 * copy names here the package file it copies, at which version, and a SHA-256 of that file
 * as it was then; tests/unit/upstream-copies.test.ts fails when the installed file is no
 * longer that one, so an upgrade cannot leave a copy silently out of date.
 *
 * After an upgrade: compare each copy named in a failure with the new upstream file, carry
 * over what changed (and the copy's header comment), then record the new version and hash.
 * Our paths are written once each, here; the tests read them from this list.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface UpstreamCopy {
  /** Our file, from the site root. */
  file: string;
  /** The npm package it copies. */
  package: string;
  /** The copied file, from the package's root. */
  upstreamFile: string;
  /** The package version the copy was last checked against. */
  version: string;
  /** SHA-256 (hex) of the upstream file at that version. */
  sha256: string;
}

export const siteDir = path.join(__dirname, '../..');

export const upstreamCopies = {
  blogArchivePage: {
    file: 'src/theme/BlogArchivePage/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/BlogArchivePage/index.js',
    version: '3.10.2',
    sha256: '9a46c4deb232798c496e86cc96c34dbc4fb6be726402650bdae164815209bdc5',
  },
  blogListPage: {
    file: 'src/theme/BlogListPage/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/BlogListPage/index.js',
    version: '3.10.2',
    sha256: 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe',
  },
  readMoreLink: {
    file: 'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js',
    version: '3.10.2',
    sha256: '727f3819b5800415370c7fb8c275e0fda9f32fcd0a79eda391faf86818cb0200',
  },
  codeBlock: {
    file: 'plugins/speed/prism-on-demand/code-block/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/CodeBlock/index.js',
    version: '3.10.2',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  },
  codeBlockString: {
    file: 'plugins/speed/prism-on-demand/code-block/StringContent.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/CodeBlock/Content/String.js',
    version: '3.10.2',
    sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
  },
  codeBlockContent: {
    file: 'plugins/speed/theme-components/theme/CodeBlock/Content/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/CodeBlock/Content/index.js',
    version: '3.10.2',
    sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  },
  codeBlockLine: {
    file: 'plugins/speed/theme-components/theme/CodeBlock/Line/index.tsx',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/CodeBlock/Line/index.js',
    version: '3.10.2',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
  },
  codeBlockLineToken: {
    file: 'plugins/speed/theme-components/theme/CodeBlock/Line/tokens-html.ts',
    package: '@docusaurus/theme-classic',
    upstreamFile: 'lib/theme/CodeBlock/Line/Token/index.js',
    version: '3.10.2',
    sha256: '4e10e6f7181cd3aa8a98cc745d8867e2bfb9abcab1d879198c544ccefdc42e63',
  },
  clientEntry: {
    file: 'plugins/speed/stepwise-startup/client-entry.tsx',
    package: '@docusaurus/core',
    upstreamFile: 'lib/client/clientEntry.js',
    version: '3.10.2',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
  clientDocusaurus: {
    file: 'plugins/speed/route-prefetch/client-docusaurus.ts',
    package: '@docusaurus/core',
    upstreamFile: 'lib/client/docusaurus.js',
    version: '3.10.2',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  },
  clientPrefetch: {
    file: 'plugins/speed/route-prefetch/client-docusaurus.ts',
    package: '@docusaurus/core',
    upstreamFile: 'lib/client/prefetch.js',
    version: '3.10.2',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
  },
  chunkNames: {
    file: 'plugins/speed/route-prefetch/chunk-names.ts',
    package: '@docusaurus/core',
    upstreamFile: 'lib/client/flat.js',
    version: '3.10.2',
    sha256: '0360584918d5627a67035b30a4c20749996a40d3f095ccd348b369b3d93e7d03',
  },
  clientPreload: {
    file: 'plugins/speed/client-routes/client-preload.ts',
    package: '@docusaurus/core',
    upstreamFile: 'lib/client/preload.js',
    version: '3.10.2',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  highlight: {
    file: 'plugins/speed/prism-on-demand/highlight.tsx',
    package: 'prism-react-renderer',
    upstreamFile: 'dist/index.mjs',
    version: '2.4.1',
    sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
  },
  htmlTemplate: {
    file: 'plugins/speed/page-template.ts',
    package: '@docusaurus/core',
    upstreamFile: 'lib/ssg/ssgTemplate.html.js',
    version: '3.10.2',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
  },
} satisfies Record<string, UpstreamCopy>;

export type UpstreamCopyId = keyof typeof upstreamCopies;

/** The installed package, as the site's code resolves it. */
export function packageDir(packageName: string): string {
  return path.join(siteDir, 'node_modules', packageName);
}

/** Absolute path of our copy. */
export function ourPath(copy: UpstreamCopy): string {
  return path.join(siteDir, copy.file);
}

/** Absolute path of the installed upstream file. */
export function upstreamPath(copy: UpstreamCopy): string {
  return path.join(packageDir(copy.package), copy.upstreamFile);
}

export function installedVersion(packageName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir(packageName), 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** What a copy's header comment names: `<package> <version> <upstream file>`. */
export function headerReference(copy: UpstreamCopy): string {
  return `${copy.package} ${copy.version} ${copy.upstreamFile}`;
}
