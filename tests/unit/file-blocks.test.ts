import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { fileOfMeta, fillFileBlocks, metaWithoutFile, namedFiles } from '../../plugins/file-blocks';
import { markdownTwin } from '../../plugins/llms-txt/markdown';

const parse = (markdown: string): Root => unified().use(remarkParse).parse(markdown) as Root;
const files: Record<string, string> = { 'examples/a.ts': 'const a = 1;\nconsole.log(a);\n' };
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`no file ${path}`);
  return text;
};

describe('file-blocks', () => {
  it('reads the path from the meta and leaves the rest to the theme', () => {
    assert.equal(fileOfMeta('title="a.ts" file="examples/a.ts"'), 'examples/a.ts');
    assert.equal(fileOfMeta("file='examples/a.ts' showLineNumbers"), 'examples/a.ts');
    assert.equal(fileOfMeta('title="profile=x"'), undefined);
    assert.equal(metaWithoutFile('title="a.ts" file="examples/a.ts"'), 'title="a.ts"');
    assert.equal(metaWithoutFile('file="examples/a.ts"'), null);
  });

  it('fills an empty block with the file, without its last line break', () => {
    const tree = parse('```ts title="a.ts" file="examples/a.ts"\n```\n\n```ts\nother\n```\n');
    assert.deepEqual(namedFiles(tree), ['examples/a.ts']);
    fillFileBlocks(tree, read);
    const [first, second] = tree.children as Code[];
    assert.equal(first.value, 'const a = 1;\nconsole.log(a);');
    assert.equal(first.meta, 'title="a.ts"');
    assert.equal(second.value, 'other');
  });

  it('refuses a block that has a body of its own, a path out of the repository, a missing file', () => {
    assert.throws(
      () => fillFileBlocks(parse('```ts file="examples/a.ts"\nretyped\n```\n'), read),
      /must be empty/,
    );
    assert.throws(
      () => fillFileBlocks(parse('```ts file="../secret.ts"\n```\n'), read),
      /inside the repository/,
    );
    assert.throws(
      () => fillFileBlocks(parse('```ts file="examples/b.ts"\n```\n'), read),
      /no file/,
    );
  });

  it("gives a page's Markdown twin the file's text too", () => {
    const twin = markdownTwin('Intro.\n\n```ts title="a.ts" file="examples/a.ts"\n```\n', {
      title: 'T',
      resolveUrl: () => undefined,
      readFile: read,
    });
    assert.ok(twin.includes('```ts title="a.ts"\nconst a = 1;\nconsole.log(a);\n```'), twin);
  });
});
