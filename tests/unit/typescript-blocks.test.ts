import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import {
  blockModules,
  isTypeNameAt,
  normalizeOutputLine,
  outputDifferences,
  pageLocation,
  typescriptBlocks,
} from '../support/typescript-blocks';

const fence = (lang: string, body: string, meta = '') =>
  '```' + lang + (meta ? ` ${meta}` : '') + '\n' + body + '\n```\n';
const fragmentMarker = '{/*\ncheck: fragment\n*/}\n';

describe('typescriptBlocks', () => {
  it('reads the TypeScript and JavaScript blocks with their fence lines, and nothing else', () => {
    const page = [
      '---\ntitle: A page\n---\n',
      '## Heading {#custom-id}\n',
      '<!-- an HTML comment -->\n',
      'Math with braces: $\\{a, b\\}$ and $x_{i}$.\n',
      fence('bash', 'echo hi'),
      fence('ts', 'const a = 1;'),
      fence('solidity', 'contract C {}'),
      fence('typescript', 'const b = 2;', 'title="b.ts"'),
      fence('js', 'const c = 3;'),
      fence('javascript', 'const d = 4;'),
      fence('tsx', 'const e = <b />;'),
      fence('jsx', 'const f = <i />;'),
      fence('text', 'const g = 5;'),
    ].join('\n');
    const blocks = typescriptBlocks(page, 'page.md');
    assert.deepEqual(
      blocks.map((b) => [b.lang, b.line, b.code]),
      [
        ['ts', 15, 'const a = 1;'],
        ['typescript', 23, 'const b = 2;'],
        ['js', 27, 'const c = 3;'],
        ['javascript', 31, 'const d = 4;'],
        ['tsx', 35, 'const e = <b />;'],
        ['jsx', 39, 'const f = <i />;'],
      ],
    );
    assert.ok(blocks.every((b) => b.file === 'page.md' && !b.fragment && !b.output));
  });

  it('finds blocks inside lists and admonitions, with their indentation', () => {
    const page = [
      '1. Step:\n',
      '   ```ts\n   const a = 1;\n   ```\n',
      ':::note\n',
      fence('ts', 'b;'),
      ':::\n',
    ].join('\n');
    assert.deepEqual(
      typescriptBlocks(page, 'p.md').map((b) => [b.line, b.indent, b.code]),
      [
        [3, 3, 'const a = 1;'],
        [9, 0, 'b;'],
      ],
    );
  });

  it('marks the block right after a fragment marker, and only that block', () => {
    const page = [fence('ts', 'a;'), fragmentMarker, fence('ts', 'b;'), fence('ts', 'c;')].join(
      '\n',
    );
    assert.deepEqual(
      typescriptBlocks(page, 'p.md').map((b) => b.fragment),
      [false, true, false],
    );
  });

  it('leaves a marker before another kind of block to the checks of that kind', () => {
    const page = [fragmentMarker, fence('solidity', 'contract C {}'), fence('ts', 'a;')].join('\n');
    assert.deepEqual(
      typescriptBlocks(page, 'p.md').map((b) => b.fragment),
      [false],
    );
  });

  it('rejects unknown and stray markers, with the page and line', () => {
    assert.throws(
      () => typescriptBlocks(`{/* check: everything */}\n\n${fence('ts', 'a;')}`, 'p.md'),
      /^Error: p\.md:3: unknown check marker "everything"$/,
    );
    assert.throws(
      () => typescriptBlocks(`Prose.\n\n${fragmentMarker}\nMore prose.\n`, 'p.md'),
      /^Error: p\.md:3: a check marker must stand right before a code block$/,
    );
    assert.throws(() => typescriptBlocks(fragmentMarker, 'p.md'), /right before a code block/);
  });

  it('takes the Output block right after a block as its output, without blank lines', () => {
    const page = [
      fence('ts', 'console.log(1);'),
      fence('text', '1\n\n2  ', 'title="Output"'),
      fence('ts', 'console.log(3);'),
      'Prose in between.\n',
      fence('text', '3', 'title="Output"'),
      fence('ts', 'console.log(4);'),
      fence('text', '4', 'title="Not output"'),
    ].join('\n');
    assert.deepEqual(
      typescriptBlocks(page, 'p.md').map((b) => b.output),
      [['1', '2  '], undefined, undefined],
    );
  });

  it('rejects output claimed in a comment, at the line of the comment', () => {
    for (const comment of ['// prints 3', '// => 3', '//=> 3', '// Prints the key']) {
      assert.throws(
        () => typescriptBlocks(`Prose.\n\n${fence('ts', `const a = 1;\n${comment}`)}`, 'p.md'),
        /^Error: p\.md:5: show what the example prints in an Output block/,
        comment,
      );
    }
    // Other comments, and arrows in code, are fine.
    assert.equal(
      typescriptBlocks(
        fence('ts', '// a map from keys to votes\nconst f = (x: number) => x;'),
        'p.md',
      ).length,
      1,
    );
  });
});

describe('blockModules', () => {
  const page = [
    fence('ts', 'const a = 1;\nconsole.log(a);'),
    fence('text', '1', 'title="Output"'),
    fragmentMarker,
    fence('ts', 'console.log(a + 1);'),
    fence('text', '2', 'title="Output"'),
    fragmentMarker,
    fence('ts', 'const b = a;'),
    fence('ts', 'const c = 3;'),
    fragmentMarker,
    fence('ts', 'c;'),
  ].join('\n');
  const modules = blockModules([
    ...typescriptBlocks(page, 'p.md'),
    ...typescriptBlocks(`${fragmentMarker}\n${fence('js', 'd;')}`, 'q.md'),
  ]);

  it('makes a module per block; a fragment repeats the blocks it continues, up to an unmarked one', () => {
    assert.deepEqual(
      modules.map((m) => [m.fileName, m.text]),
      [
        ['block-001.ts', 'const a = 1;\nconsole.log(a);\n'],
        ['block-002.ts', 'const a = 1;\nconsole.log(a);\nconsole.log(a + 1);\n'],
        ['block-003.ts', 'const a = 1;\nconsole.log(a);\nconsole.log(a + 1);\nconst b = a;\n'],
        ['block-004.ts', 'const c = 3;\n'],
        ['block-005.ts', 'const c = 3;\nc;\n'],
        // A fragment never continues the blocks of another page.
        ['block-006.js', 'd;\n'],
      ],
    );
  });

  it('expects the output of every block of the chain, and runs only blocks that show output', () => {
    assert.deepEqual(
      modules.map((m) => m.expected),
      [['1'], ['1', '2'], undefined, undefined, undefined, undefined],
    );
  });

  it('maps module lines to page lines, and reports only the block’s own lines', () => {
    const [first, second] = modules;
    assert.equal(pageLocation(first, 1, 0), 'p.md:3:1');
    assert.equal(pageLocation(second, 0, 6), undefined);
    assert.equal(pageLocation(second, 2, 12), 'p.md:15:13');
  });

  it('adds the indentation of a block inside a list to the column', () => {
    const [listed] = blockModules(
      typescriptBlocks('- Item:\n\n  ```ts\n  let x: string = 1;\n  ```\n', 'p.md'),
    );
    assert.equal(pageLocation(listed, 0, 4), 'p.md:4:7');
  });
});

describe('isTypeNameAt', () => {
  const text = [
    'interface A extends Base { b?: Missing[] }',
    'const x: Other = value;',
    'call(name);',
  ].join('\n');
  const source = ts.createSourceFile('a.ts', text, ts.ScriptTarget.ES2022, true);
  const at = (word: string) => text.indexOf(word);

  it('holds for names in type annotations and interface extends clauses', () => {
    for (const word of ['Base', 'Missing', 'Other'])
      assert.ok(isTypeNameAt(source, at(word)), word);
  });

  it('does not hold for values', () => {
    for (const word of ['value', 'call', 'name']) assert.ok(!isTypeNameAt(source, at(word)), word);
  });
});

describe('output matching', () => {
  it('ignores fresh keys, 32-byte hashes and trailing spaces', () => {
    assert.equal(
      normalizeOutputLine(
        `macisk.${'a'.repeat(64)} macipk.${'b'.repeat(62)} 0x${'C'.repeat(64)}  `,
      ),
      'macisk.<key> macipk.<key> <32 bytes>',
    );
    assert.deepEqual(
      outputDifferences([`macipk.${'1'.repeat(64)}`, 'true'], `macipk.${'2'.repeat(60)}\n\ntrue\n`),
      [],
    );
  });

  it('names each line that differs, including missing and extra lines', () => {
    assert.deepEqual(outputDifferences(['true', 'x'], 'false\n'), [
      'output line 1: the page shows "true", the run printed "false"',
      'output line 2: the page shows "x", the run printed null',
    ]);
    assert.deepEqual(outputDifferences([], 'extra\n'), [
      'output line 1: the page shows null, the run printed "extra"',
    ]);
  });

  it('keeps a short private key and other text as they are', () => {
    assert.equal(normalizeOutputLine(`macisk.${'a'.repeat(10)}`), `macisk.${'a'.repeat(10)}`);
  });
});
