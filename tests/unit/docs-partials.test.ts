import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPartial, partialsOf, resolvePartials } from '../../plugins/docs-partials';

const files: Record<string, string> = {
  '/d/page.md': [
    '---',
    'title: Page',
    '---',
    '',
    "import Steps from './_steps.md';",
    '',
    'Before.',
    '',
    '<Steps />',
    '',
    'After.',
  ].join('\n'),
  '/d/_steps.md': [
    '---',
    'note: front matter of a partial is dropped',
    '---',
    "import Inner from './_inner.md';",
    '',
    '```bash',
    'echo one',
    '```',
    '',
    '<Inner />',
    '',
  ].join('\n'),
  '/d/_inner.md': '```bash\necho two\n```\n',
  '/d/code.md': ['```mdx', "import Steps from './_steps.md';", '<Steps />', '```'].join('\n'),
  '/d/unused.md': "import Steps from './_steps.md';\n\nNo use.\n",
  '/d/not-partial.md': "import Page from './page.md';\n\n<Page />\n",
  '/d/_a.md': "import B from './_b.md';\n\n<B />\n",
  '/d/_b.md': "import A from './_a.md';\n\n<A />\n",
};
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT ${path}`);
  return text;
};

describe('resolvePartials', () => {
  it('puts each partial, and the partials it includes, where the page uses it', () => {
    const page = resolvePartials('/d/page.md', read);
    assert.equal(
      page.text,
      [
        '---',
        'title: Page',
        '---',
        '',
        '',
        'Before.',
        '',
        '',
        '```bash',
        'echo one',
        '```',
        '',
        '```bash',
        'echo two',
        '```',
        '',
        'After.',
      ].join('\n'),
    );
    assert.equal(page.origins.length, page.text.split('\n').length);
    // "echo two" is line 2 of _inner.md; "echo one" line 7 of _steps.md (after its front matter).
    assert.deepEqual(page.origins[14 - 1], { file: '/d/_inner.md', line: 2 });
    assert.deepEqual(page.origins[10 - 1], { file: '/d/_steps.md', line: 7 });
    assert.deepEqual(page.origins[17 - 1], { file: '/d/page.md', line: 11 });
    assert.deepEqual(partialsOf('/d/page.md', read).sort(), ['/d/_inner.md', '/d/_steps.md']);
  });

  it('leaves import lines and uses inside code blocks alone', () => {
    assert.equal(resolvePartials('/d/code.md', read).text, files['/d/code.md']);
  });

  it('fails on an unused import, a non-partial, a missing file and a cycle', () => {
    assert.throws(() => resolvePartials('/d/unused.md', read), /imported but never used/);
    assert.throws(() => resolvePartials('/d/not-partial.md', read), /does not start with "_"/);
    assert.throws(() => resolvePartials('/d/missing.md', read), /ENOENT/);
    assert.throws(() => resolvePartials('/d/_a.md', read), /include each other/);
  });
});

describe('isPartial', () => {
  it('knows partials by a leading underscore in any path segment', () => {
    assert.equal(isPartial('/docs/_steps.md'), true);
    assert.equal(isPartial('/docs/_parts/steps.md'), true);
    assert.equal(isPartial('/docs/cli.md'), false);
  });
});
