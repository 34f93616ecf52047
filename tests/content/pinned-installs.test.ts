import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { it } from 'node:test';
import { links } from '../../config/site';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import { findUnpinned, saysDefaultBranch, type PinOptions } from '../support/pinned-installs';

const docsDir = join(repoRoot, 'versioned_docs', 'version-v1.x');
const modulesDir = join(repoRoot, 'node_modules');

/** Reads a package.json below node_modules. */
const manifest = (folder: string): { name: string; version: string } =>
  JSON.parse(readFileSync(join(modulesDir, folder, 'package.json'), 'utf8'));

/**
 * The npm names of the installed MACI packages. Alias folders such as
 * maci-contracts-1.2.0 carry the real name in their manifest, hence the lookup.
 */
const packages = [
  ...new Set(
    readdirSync(modulesDir)
      .filter((folder) => folder.startsWith('maci-'))
      .map((folder) => manifest(folder).name),
  ),
].sort();

const options: PinOptions = {
  packages,
  version: manifest('maci-cli').version,
  repository: links.repository,
};

/**
 * Pages about changing MACI itself (the release process, CI, contributing) work on the
 * repository's default branch and are left out of the pinning rule.
 */
const namedExempt = ['versioning.md', 'ci-pipeline.md', join('contributing', 'index.md')];
const isExempt = (page: string) =>
  namedExempt.includes(page) || page.startsWith(`contributing${sep}`);

const pages = markdownFiles(docsDir).map((file) => ({ file, page: relative(docsDir, file) }));

it('reads the MACI package names and release from the installed packages', () => {
  assert.ok(packages.includes('maci-cli'), `maci-cli among ${packages.join(', ')}`);
  assert.ok(packages.includes('maci-contracts'), `maci-contracts among ${packages.join(', ')}`);
  assert.ok(!packages.some((name) => name.includes('1.2.0')), 'alias folders are read by name');
  assert.equal(options.version, '1.2.5');
});

it('finds the exempt pages it names', () => {
  for (const page of namedExempt) {
    assert.ok(
      pages.some((p) => p.page === page),
      `${page} is a v1.x page`,
    );
  }
});

for (const { file, page } of pages) {
  if (isExempt(page)) {
    it(`${fromRoot(file)} changes MACI itself and says it works on the default branch`, () => {
      const markdown = readDocsPage(file).text;
      // Other contributing pages (the code of conduct) only need the note once they show commands.
      if (!namedExempt.includes(page) && findUnpinned(markdown, options).length === 0) return;
      assert.ok(
        saysDefaultBranch(markdown, options.version),
        `${fromRoot(file)} needs a paragraph saying its steps use the repository's default branch rather than the ${options.version} release`,
      );
    });
    continue;
  }
  it(`every install, npx run and clone in ${fromRoot(file)} pins MACI ${options.version}`, () => {
    const resolved = readDocsPage(file);
    const problems = findUnpinned(resolved.text, options).map(
      (p) => `${resolved.where(p.line)}: ${p.message} in \`${p.source}\``,
    );
    assert.deepEqual(problems, []);
  });
}
