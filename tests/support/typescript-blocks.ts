/**
 * Reads the TypeScript and JavaScript examples of a page and turns them into modules to compile
 * (and, when the page shows their output, to run). Pure functions, so the rules are unit-tested
 * apart from the compile against the installed MACI packages.
 *
 * Page conventions:
 * - a `ts`, `typescript`, `tsx`, `js`, `javascript` or `jsx` block is an example, compiled as a
 *   module of its own against the installed packages;
 * - an MDX comment `{/* check: fragment *\/}` (on its own, right before the block) marks a block
 *   that continues the examples before it on the same page: its module holds the closest
 *   unmarked block before it, the fragments in between and then itself, and only its own lines
 *   are reported. In a fragment a type name that nothing declares is allowed, because an excerpt
 *   may use types of the file it was taken from; any other error still counts;
 * - a `text` block titled "Output" right after an example is what that example prints; the
 *   example is run and must print exactly those lines (fresh keys and hashes aside). A fragment's
 *   run prints the output of the whole chain, so the expected lines are those of every block in
 *   its module, in order;
 * - comments such as `// prints …` or `// => …` are not a way to show output: nothing could check
 *   them, so a block that has one is rejected in favor of an Output block;
 * - a block whose meta names a file of `examples/` (`file=…`, plugins/example-files) shows that
 *   file's text and is left out: the example's own build type-checks it, in its own project with
 *   its own packages (tests/example).
 */
import type { Root } from 'mdast';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { compatSource, parser } from '../../plugins/llms-txt/markdown';
import { fileReference } from '../../plugins/example-files';
import { blockMarker, isOutputBlock } from './page-steps';

/** The fence languages that are examples, and the file extension each is compiled as. */
export const checkedLanguages: ReadonlyMap<string, string> = new Map([
  ['ts', '.ts'],
  ['typescript', '.ts'],
  ['tsx', '.tsx'],
  ['js', '.js'],
  ['javascript', '.js'],
  ['jsx', '.jsx'],
]);

export interface CodeBlock {
  /** The page, as the caller names it (a path from the repository root). */
  file: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  lang: string;
  code: string;
  /** Columns the block's lines are indented by in the page (inside a list, for instance). */
  indent: number;
  fragment: boolean;
  /** The lines the page shows as this block's output; undefined when it shows none. */
  output?: string[];
}

const printsCommentPattern = /\/\/\s*(?:=>|prints\b)/i;

// Pages are read as Docusaurus reads them (math and heading ids would not parse as plain MDX);
// compatSource keeps every line where it is, so block lines are page lines.

/** The examples of one page, in page order, wherever they stand (lists and admonitions too). */
export function typescriptBlocks(markdown: string, file: string): CodeBlock[] {
  const tree = parser.parse(compatSource(markdown)) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, (node, index, parent) => {
    const line = node.position?.start.line ?? 0;
    const siblings = parent?.children ?? [];
    if (node.type === 'mdxFlowExpression') {
      const name = blockMarker(node.value, 'check');
      if (name !== undefined && siblings[(index ?? 0) + 1]?.type !== 'code') {
        throw new Error(`${file}:${line}: a check marker must stand right before a code block`);
      }
      return;
    }
    if (node.type !== 'code' || !checkedLanguages.has(node.lang ?? '')) return;
    if (fileReference(node.meta)) return;

    const before = siblings[(index ?? 0) - 1];
    const marker =
      before?.type === 'mdxFlowExpression' ? blockMarker(before.value, 'check') : undefined;
    if (marker !== undefined && marker !== 'fragment') {
      throw new Error(`${file}:${line}: unknown check marker "${marker}"`);
    }
    const codeLines = node.value.split('\n');
    const prints = codeLines.findIndex((l) => printsCommentPattern.test(l));
    if (prints >= 0) {
      throw new Error(
        `${file}:${line + 1 + prints}: show what the example prints in an Output block after it, ` +
          'not in a comment',
      );
    }
    const after = siblings[(index ?? 0) + 1];
    const output =
      after?.type === 'code' && isOutputBlock(after)
        ? after.value.split('\n').filter((l) => l.trim() !== '')
        : undefined;
    blocks.push({
      file,
      line,
      lang: node.lang ?? '',
      code: node.value,
      indent: (node.position?.start.column ?? 1) - 1,
      fragment: marker === 'fragment',
      output,
    });
  });
  return blocks;
}

/** Where a line of a module comes from. */
export interface Origin {
  block: CodeBlock;
  /** 1-based line in the page. */
  line: number;
  /** False for the lines a fragment's module repeats from the blocks before it. */
  own: boolean;
}

export interface BlockModule {
  /** The block this module checks (the last one in it). */
  block: CodeBlock;
  /** The module's file name, unique among the modules. */
  fileName: string;
  text: string;
  /** The origin of each line of `text`, by 0-based line. */
  origins: Origin[];
  /** What running the module must print, when the block shows its output. */
  expected?: string[];
}

/**
 * One module per block. A fragment's module repeats the closest unmarked block before it on the
 * same page and the fragments in between, so the names it uses are declared as the page declares
 * them.
 */
export function blockModules(blocks: CodeBlock[]): BlockModule[] {
  let chain: CodeBlock[] = [];
  return blocks.map((block, index) => {
    const sameFile = chain.length > 0 && chain[0].file === block.file;
    chain = block.fragment && sameFile ? [...chain, block] : [block];
    const origins = chain.flatMap((b) =>
      b.code.split('\n').map((_, i) => ({ block: b, line: b.line + 1 + i, own: b === block })),
    );
    const number = String(index + 1).padStart(3, '0');
    return {
      block,
      fileName: `block-${number}${checkedLanguages.get(block.lang) ?? '.ts'}`,
      text: chain.map((b) => b.code).join('\n') + '\n',
      origins,
      expected: block.output && chain.flatMap((b) => b.output ?? []),
    };
  });
}

/**
 * `file:line:column` in the page for a 0-based position in a module, or undefined for lines the
 * module only repeats (they are reported with the block they belong to).
 */
export function pageLocation(
  module: BlockModule,
  line: number,
  character: number,
): string | undefined {
  const origin = module.origins[line] ?? module.origins.at(-1);
  if (!origin?.own) return undefined;
  return `${origin.block.file}:${origin.line}:${character + 1 + origin.block.indent}`;
}

/**
 * Whether the code at `position` is a type name in a type position (a type annotation, an
 * `extends` clause): the one kind of undeclared name a fragment may use.
 */
export function isTypeNameAt(source: ts.SourceFile, position: number): boolean {
  let node: ts.Node = source;
  for (;;) {
    const child = node.forEachChild((c) =>
      c.getStart(source) <= position && position < c.end ? c : undefined,
    );
    if (!child) break;
    node = child;
  }
  if (!ts.isIdentifier(node)) return false;
  const parent = node.parent;
  return (
    (ts.isTypeReferenceNode(parent) && parent.typeName === node) ||
    (ts.isExpressionWithTypeArguments(parent) &&
      ts.isHeritageClause(parent.parent) &&
      ts.isInterfaceDeclaration(parent.parent.parent))
  );
}

/**
 * What may differ from run to run: fresh keys (a serialized public key drops leading zero
 * bytes, so its length varies) and 32-byte hashes. Trailing spaces do not show on the page.
 */
export function normalizeOutputLine(line: string): string {
  return line
    .replace(/\bmacisk\.[0-9a-f]{64}\b/g, 'macisk.<key>')
    .replace(/\bmacipk\.[0-9a-f]+\b/g, 'macipk.<key>')
    .replace(/\b0x[0-9a-fA-F]{64}\b/g, '<32 bytes>')
    .trimEnd();
}

/** The differences between the lines a page shows and what a run printed; empty when they agree. */
export function outputDifferences(expected: string[], printed: string): string[] {
  const want = expected.map(normalizeOutputLine);
  const got = printed
    .split('\n')
    .map(normalizeOutputLine)
    .filter((l) => l !== '');
  const differences: string[] = [];
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) {
      differences.push(
        `output line ${i + 1}: the page shows ${JSON.stringify(want[i] ?? null)}, ` +
          `the run printed ${JSON.stringify(got[i] ?? null)}`,
      );
    }
  }
  return differences;
}
