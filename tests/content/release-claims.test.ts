import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import {
  checkReleaseClaims,
  editorNoteLines,
  installedRelease,
  proseLines,
} from '../support/release-claims';

// Every maci-contracts release installed with the site (maci-contracts, maci-contracts-1.2.0).
const modulesDir = join(repoRoot, 'node_modules');
const releases = readdirSync(modulesDir)
  .filter((folder) => /^maci-contracts(-[\d.]+)?$/.test(folder))
  .map((folder) => installedRelease(join(modulesDir, folder)));

it('reads the contract names of two installed maci-contracts releases', () => {
  const versions = releases.map((r) => r.version.join('.')).sort();
  assert.deepEqual(versions, ['1.2.0', '1.2.5']);
  for (const release of releases) assert.ok(release.names.has('MACI'));
});

it('tells claims that the installed releases support from claims they contradict', () => {
  const [older, newer] = [...releases].sort(
    (a, b) =>
      a.version[0] - b.version[0] || a.version[1] - b.version[1] || a.version[2] - b.version[2],
  );
  const show = (release: typeof older) => release.version.join('.');
  // A contract each release has and the other lacks, whatever they happen to be.
  const dropped = [...older.contracts].find((name) => !newer.contracts.has(name));
  const added = [...newer.contracts].find((name) => !older.contracts.has(name));
  assert.ok(dropped && added);
  const count = (text: string) => checkReleaseClaims([{ line: 1, text }], releases).length;
  assert.equal(count(`\`${dropped}\` no longer exists in ${show(newer)}.`), 0);
  assert.equal(count(`\`${dropped}\` no longer exists in ${show(older)}.`), 1);
  assert.equal(count(`It was removed after v${show(older)} (\`${dropped}\`).`), 0);
  assert.equal(count(`It was removed before v${show(older)} (\`${dropped}\`).`), 1);
  assert.equal(count(`The \`${added}\` contract was added in ${show(newer)}.`), 0);
  assert.equal(count(`The \`${added}\` contract was added in ${show(older)}.`), 1);
  assert.equal(count(`MACI ${show(newer)} ships \`${added}\`.`), 0);
  assert.equal(count(`MACI ${show(older)} ships \`${added}\`.`), 1);
});

const lines = (
  problems: ReturnType<typeof checkReleaseClaims>,
  where: (line: number) => string = (line) => `line ${line}`,
) => problems.map((p) => `${where(p.line)}: ${p.message} ("${p.claim}")`);

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`release claims about contracts on ${fromRoot(file)} match the installed releases`, () => {
    const page = readDocsPage(file);
    const problems = checkReleaseClaims(proseLines(page.text), releases);
    assert.deepEqual(lines(problems, page.where), []);
  });
}

const blogDir = join(repoRoot, 'blog');
for (const post of readdirSync(blogDir).filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))) {
  const file = join(blogDir, post, 'index.md');
  it(`release claims in the editor's notes of ${fromRoot(file)} match the installed releases`, () => {
    const problems = checkReleaseClaims(editorNoteLines(readFileSync(file, 'utf8')), releases);
    assert.deepEqual(lines(problems), []);
  });
}
