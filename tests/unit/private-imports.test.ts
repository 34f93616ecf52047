/**
 * Private internals of Docusaurus (a package's `lib/` files, `@docusaurus/theme-common/internal`,
 * the generated `.docusaurus/` files) are imported only from plugins/runtime/, whose README says
 * what each use depends on, and from the files listed here, which still do it elsewhere. The
 * list only shrinks: a new private import outside plugins/runtime/ fails this test, and so does
 * a listed file that no longer needs the exception.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../support/docs-files';

const stillOutside = [
  'src/components/HighlightedCodeBlock/StringContent.tsx',
  'src/components/HighlightedCodeBlock/measured-word-wrap.ts',
  'src/theme/BlogArchivePage/index.tsx',
  'src/theme/CodeBlock/Content/index.tsx',
  'src/theme/Navbar/MobileSidebar/index.tsx',
];

/** A module specifier that names a private internal. */
export const privateSpecifier =
  /(^|\/)lib\/|@docusaurus\/theme-common\/internal|(^|\/)\.docusaurus\//;

/** The module specifiers a source file imports, re-exports or requires (and CSS @imports). */
export function specifiers(source: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]));
}

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|js|mjs|css)$/.test(name)) yield path;
  }
}

it('recognizes private specifiers and only those', () => {
  assert.deepEqual(
    specifiers(
      [
        "import { a } from '@docusaurus/theme-common/internal';",
        "import x from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
        "import '@docusaurus/core/lib/client/App';",
        "const y = require('@docusaurus/utils');",
        "@import 'katex/dist/katex.min.css';",
        "export { z } from '@theme-original/CodeBlock';",
      ].join('\n'),
    ).filter((s) => privateSpecifier.test(s)),
    [
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      '@docusaurus/core/lib/client/App',
    ],
  );
});

it('keeps private imports in plugins/runtime/ and the listed files', () => {
  const outside = [
    ...sources(join(repoRoot, 'src')),
    ...sources(join(repoRoot, 'config')),
    ...sources(join(repoRoot, 'plugins')),
    join(repoRoot, 'docusaurus.config.ts'),
  ]
    .map((file) => relative(repoRoot, file))
    .filter((file) => !file.startsWith('plugins/runtime/'))
    .filter((file) =>
      specifiers(readFileSync(join(repoRoot, file), 'utf8')).some((s) => privateSpecifier.test(s)),
    )
    .sort();
  assert.deepEqual(outside, [...stillOutside].sort());
});
