import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolvePartials } from '../../plugins/docs-partials';
import {
  examplesDir,
  fileReference,
  metaWithoutFile,
  regionLines,
} from '../../plugins/example-files';
import exampleFilesPlugin from '../../plugins/example-files/plugin';
import remarkExampleFiles from '../../plugins/example-files/remark';
import { typescriptBlocks } from '../support/typescript-blocks';

const source = [
  "import { a } from './a';",
  '',
  '// #region send',
  '/** Sends. */',
  'export function send() {',
  '  // #region inner',
  '  return a;',
  '  // #endregion inner',
  '}',
  '// #endregion send',
  '',
].join('\n');
const files: Record<string, string> = {
  [join(examplesDir, 'app/src/send.ts')]: source,
  '/d/page.md': [
    '# Page',
    '',
    '```ts title="send.ts" file=app/src/send.ts#inner',
    '```',
    '',
    'After.',
  ].join('\n'),
};
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT ${path}`);
  return text;
};

describe('fileReference', () => {
  it('reads the file and the region from the meta, and nothing from other meta strings', () => {
    assert.deepEqual(fileReference('title="x" file=app/src/send.ts#send'), {
      path: 'app/src/send.ts',
      region: 'send',
    });
    assert.deepEqual(fileReference('file=app/vite.config.ts'), { path: 'app/vite.config.ts' });
    assert.equal(fileReference('title="file=x"x'), undefined);
    assert.equal(fileReference(null), undefined);
    assert.equal(metaWithoutFile('title="send.ts" file=app/src/send.ts#send'), 'title="send.ts"');
  });

  it('refuses a file outside examples/', () => {
    assert.throws(() => fileReference('file=../package.json'), /inside examples/);
  });
});

describe('regionLines', () => {
  it('takes a region without its markers or shared indentation, with the lines it comes from', () => {
    assert.deepEqual(regionLines(source, 'inner'), [{ text: 'return a;', line: 7 }]);
    assert.deepEqual(
      regionLines(source, 'send').map((l) => l.text),
      ['/** Sends. */', 'export function send() {', '  return a;', '}'],
    );
  });

  it('takes the whole file without any marker', () => {
    assert.deepEqual(
      regionLines(source).map((l) => l.line),
      [1, 2, 4, 5, 7, 9],
    );
  });

  it('says what is wrong with a region', () => {
    assert.throws(() => regionLines(source, 'missing'), /no region "missing"/);
    assert.throws(() => regionLines('// #region open\nx\n', 'open'), /not closed/);
    assert.throws(
      () => regionLines('// #region a\n// #endregion a\n// #region a\n// #endregion a', 'a'),
      /declared twice/,
    );
    assert.throws(() => regionLines('// #region a\n\n// #endregion a', 'a'), /empty/);
  });
});

async function compile(source: string): Promise<string> {
  // ES module only; this test runs as CommonJS.
  const mdx = await import('@mdx-js/mdx');
  return String(await mdx.compile(source, { remarkPlugins: [[remarkExampleFiles, { read }]] }));
}

describe('remarkExampleFiles', () => {
  it('fills an empty block with the region, and drops file= from the meta', async () => {
    const out = await compile('```ts title="send.ts" file=app/src/send.ts#inner\n```\n');
    assert.match(out, /return a;/);
    assert.doesNotMatch(out, /file=/);
  });

  it('refuses a block that has text of its own', async () => {
    await assert.rejects(
      compile('```ts file=app/src/send.ts#inner\nreturn b;\n```\n'),
      /must be empty/,
    );
  });
});

describe('pages as tools read them', () => {
  it('get the lines of the example, each with its origin in the file', () => {
    const page = resolvePartials('/d/page.md', read);
    const lines = page.text.split('\n');
    assert.equal(lines[3], 'return a;');
    assert.deepEqual(page.origins[3], { file: join(examplesDir, 'app/src/send.ts'), line: 7 });
    assert.deepEqual(page.origins[4], { file: '/d/page.md', line: 4 });
  });

  it('leave such blocks out of the compiled TypeScript examples', () => {
    const page = resolvePartials('/d/page.md', read).text + '\n\n```ts\nconst b = 1;\n```\n';
    assert.deepEqual(
      typescriptBlocks(page, 'page.md').map((b) => b.code),
      ['const b = 1;'],
    );
  });
});

describe('the bundler cache', () => {
  it("depends on the examples' sources, not on their installs or builds", () => {
    const plugin = exampleFilesPlugin();
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      experiments: { cache: { buildDependencies: string[] } };
    };
    const files = config.experiments.cache.buildDependencies;
    assert.ok(files.includes(join(examplesDir, 'voting-app', 'src', 'voter.ts')));
    assert.ok(files.includes(join(examplesDir, 'voting-app', 'vite.config.ts')));
    assert.deepEqual(
      files.filter((file) => /[/\\](node_modules|dist|\.[^/\\]+)[/\\]/.test(file)),
      [],
    );
  });
});
