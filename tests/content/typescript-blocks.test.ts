/**
 * Compiles every TypeScript and JavaScript example of the hand-written v1.x pages and the blog
 * posts against the installed MACI 1.2.5 packages, in one program, and runs the examples that show
 * their output. The rules are in ../support/typescript-blocks.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import ts from 'typescript';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import {
  blockModules,
  isTypeNameAt,
  outputDifferences,
  pageLocation,
  typescriptBlocks,
  type BlockModule,
} from '../support/typescript-blocks';

const pages = [
  ...markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x')),
  ...readdirSync(join(repoRoot, 'blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(repoRoot, 'blog', entry.name, 'index.md')),
];
// A page that breaks a convention fails one test below instead of the whole file.
const pageErrors: string[] = [];
const blocks = pages.flatMap((page) => {
  try {
    // Block lines are contiguous in one file, so the opening fence's origin places them all.
    const source = readDocsPage(page);
    return typescriptBlocks(source.text, fromRoot(page)).map((block) => ({
      ...block,
      ...source.locate(block.line),
    }));
  } catch (error) {
    pageErrors.push((error as Error).message);
    return [];
  }
});

/**
 * A page of this test's own with a known mistake, compiled in the same program, so a compile that
 * silently checks nothing (or maps lines wrongly) fails here.
 */
const fixtureName = 'fixture.md';
const fixture = [
  '```ts',
  'import { Keypair } from "maci-domainobjs";',
  'const keypair = new Keypair();',
  '```',
  '',
  '{/*',
  'check: fragment',
  '*/}',
  '',
  '```ts',
  'const serialized: string = keypair.pubKey;',
  'const suite: ITestSuite | undefined = undefined;',
  '```',
  '',
].join('\n');
const fixtureModules = blockModules(typescriptBlocks(fixture, fixtureName)).map((m) => ({
  ...m,
  fileName: `fixture-${m.fileName}`,
}));

const modules = blockModules(blocks);

// Under the site's node_modules, so `maci-*` imports resolve to the installed packages the way
// they would in a reader's project, and outside the repository's own tsconfig, eslint and
// prettier inputs. Removed after the run.
const cacheDir = join(repoRoot, 'node_modules', '.cache');
let workDir = '';
const options: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  // Each block is a module even without imports, so blocks never share top-level names.
  moduleDetection: ts.ModuleDetectionKind.Force,
  types: ['node'],
  typeRoots: [join(repoRoot, 'node_modules', '@types')],
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
};

/** The compile problems of the pages' modules and of the fixture's, each at its page line. */
const problems = { pages: [] as string[], fixture: [] as string[] };
let compileMs = 0;

before(() => {
  mkdirSync(cacheDir, { recursive: true });
  workDir = mkdtempSync(join(cacheDir, 'typescript-blocks-'));
  // CommonJS, as a plain Node project without "type" is: the packages are CommonJS too.
  writeFileSync(join(workDir, 'package.json'), '{ "private": true, "type": "commonjs" }\n');
  const byModule = new Map<string, BlockModule>();
  for (const m of [...modules, ...fixtureModules]) {
    writeFileSync(join(workDir, m.fileName), m.text);
    byModule.set(join(workDir, m.fileName), m);
  }

  const started = Date.now();
  const program = ts.createProgram([...byModule.keys()], options);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const text = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    const m = d.file && byModule.get(d.file.fileName);
    if (!d.file || !m) {
      problems.pages.push(d.file ? `${d.file.fileName}: ${text}` : text);
      continue;
    }
    const at = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const location = pageLocation(m, at.line, at.character);
    if (location === undefined) continue;
    if (m.block.fragment && [2304, 2552].includes(d.code) && isTypeNameAt(d.file, d.start ?? 0)) {
      continue;
    }
    (m.block.file === fixtureName ? problems.fixture : problems.pages).push(`${location} ${text}`);
  }
  compileMs = Date.now() - started;
});
after(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

it('reads the examples of every page', () => {
  assert.deepEqual(pageErrors, []);
});

it('finds the examples and lists the fragments', (t) => {
  assert.ok(blocks.length >= 9, `found ${blocks.length} examples`);
  t.diagnostic(`${blocks.length} examples compiled in ${compileMs} ms`);
  for (const b of blocks.filter((b) => b.fragment)) {
    t.diagnostic(`fragment: ${b.file}:${b.line}`);
  }
});

it('reports a type error of an example with its page and line', () => {
  assert.equal(problems.fixture.length, 1, problems.fixture.join('\n'));
  assert.match(problems.fixture[0], /^fixture\.md:11:7 TS2322: /);
});

it('imports resolve to the installed MACI 1.2.5 packages', () => {
  const specifiers = new Set(
    modules.flatMap((m) =>
      ts
        .preProcessFile(m.text)
        .importedFiles.map((f) => f.fileName)
        .filter((name) => /^maci-[a-z]+$/.test(name)),
    ),
  );
  assert.ok(specifiers.size > 0);
  for (const name of specifiers) {
    const resolved = ts.resolveModuleName(name, join(workDir, 'a.ts'), options, ts.sys)
      .resolvedModule?.resolvedFileName;
    assert.equal(resolved, join(repoRoot, 'node_modules', name, 'build', 'ts', 'index.d.ts'));
    const { version } = JSON.parse(
      readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    assert.equal(version, '1.2.5', name);
  }
});

it('every example type-checks against the installed packages', () => {
  assert.deepEqual(problems.pages, []);
});

const runs = modules.filter((m) => m.expected);

it('runs the examples that show their output, and they print it', (t) => {
  assert.ok(runs.length > 0, 'at least one example shows its output');
  const failures: string[] = [];
  for (const m of runs) {
    const where = `${m.block.file}:${m.block.line}`;
    const js = ts.transpileModule(m.text, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
      },
      fileName: m.fileName,
    }).outputText;
    const runFile = join(workDir, m.fileName.replace(/\.[jt]sx?$/, '.run.js'));
    writeFileSync(runFile, js);
    // Without the test runner's own variables, so the example runs as a reader's script would.
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    delete env.NODE_OPTIONS;
    const runStarted = Date.now();
    const run = spawnSync(process.execPath, [runFile], {
      cwd: workDir,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    t.diagnostic(`ran ${where} in ${Date.now() - runStarted} ms`);
    if (run.status !== 0) {
      failures.push(
        `${where}: the example failed (${run.error ?? `exit ${run.status}`}):\n${run.stderr}`,
      );
      continue;
    }
    failures.push(...outputDifferences(m.expected ?? [], run.stdout).map((d) => `${where}: ${d}`));
  }
  assert.deepEqual(failures, []);
});
