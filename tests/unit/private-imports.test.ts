/**
 * The speed module (plugins/speed) is the one place that depends on private internals of
 * Docusaurus: a package's `lib/` files, `@docusaurus/theme-common/internal`, the generated
 * `.docusaurus/` files, and the theme components the module replaces. A file anywhere else
 * that imports one of those fails this test, so that switching the module off (SPEED_OFF=all)
 * leaves nothing that an upgrade of Docusaurus could break unseen.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { themeComponentsDir } from '../../plugins/speed/theme-components';
import { prismThemeDir } from '../../plugins/speed/prism-on-demand';
import { repoRoot } from '../support/docs-files';

const moduleDir = 'plugins/speed/';

/** A module specifier that names a private internal. */
export const privateSpecifier =
  /(^|\/)lib\/|@docusaurus\/theme-common\/internal|(^|\/)\.docusaurus\//;

/** The module specifiers a source file imports, re-exports or requires (and CSS @imports). */
export function specifiers(source: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\((?:\s*\/\*.*?\*\/)?\s*['"]([^'"]+)['"]\s*\)/g,
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

/** The theme components the module provides (`CodeBlock/Line`, `LastUpdated`, …). */
export function ownedComponents(themeDirs: readonly string[]): Set<string> {
  return new Set(
    themeDirs.flatMap((dir) =>
      [...sources(dir)]
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => relative(dir, file).replace(/(\/index)?\.tsx?$/, '')),
    ),
  );
}

/** Whether a specifier reaches a private internal, or the theme's copy of a component the module owns. */
export function isPrivate(specifier: string, owned: ReadonlySet<string>): boolean {
  if (privateSpecifier.test(specifier)) return true;
  const themed = /^@theme-(?:original|init)\/(.+)$/.exec(specifier);
  return themed !== null && owned.has(themed[1]);
}

const owned = ownedComponents([themeComponentsDir, prismThemeDir]);

it('recognizes private specifiers and only those', () => {
  assert.deepEqual(
    specifiers(
      [
        "import { a } from '@docusaurus/theme-common/internal';",
        "import x from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
        "import '@docusaurus/core/lib/client/App';",
        "const y = require('@docusaurus/utils');",
        "@import 'katex/dist/katex.min.css';",
        "export { z } from '@theme-original/DocItem/Footer';",
        "import Line from '@theme-original/CodeBlock/Line';",
        "const M = lazy(() => import(/* webpackPrefetch: true */ '@theme-init/LastUpdated'));",
      ].join('\n'),
    )
      .filter((s) => isPrivate(s, owned))
      .sort(),
    [
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      '@docusaurus/core/lib/client/App',
      '@theme-original/CodeBlock/Line',
      '@theme-init/LastUpdated',
    ].sort(),
  );
});

it('finds the components the module owns', () => {
  for (const name of ['CodeBlock', 'CodeBlock/Line', 'LastUpdated', 'Navbar/MobileSidebar']) {
    assert.ok(owned.has(name), name);
  }
});

it('keeps private imports in plugins/speed/', () => {
  const outside = [
    ...sources(join(repoRoot, 'src')),
    ...sources(join(repoRoot, 'config')),
    ...sources(join(repoRoot, 'plugins')),
    join(repoRoot, 'docusaurus.config.ts'),
  ]
    .map((file) => relative(repoRoot, file))
    .filter((file) => !file.startsWith(moduleDir))
    .filter((file) =>
      specifiers(readFileSync(join(repoRoot, file), 'utf8')).some((s) => isPrivate(s, owned)),
    );
  assert.deepEqual(outside, []);
});
