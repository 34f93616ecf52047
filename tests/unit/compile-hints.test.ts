import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import compileHintsPlugin, {
  compileHint,
  minBytes,
  scriptsWithoutHint,
  unhashed,
  wantsHint,
} from '../../plugins/speed/compile-hints';

function outputWith(files: Record<string, string>): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  const js = path.join(outDir, 'assets', 'js');
  mkdirSync(js, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(js, name), text);
  return outDir;
}

test('the hint is the magic comment V8 reads', () => {
  assert.equal(compileHint, '//# allFunctionsCalledOnLoad');
});

test('scripts with code of some size get the hint; data, small files and styles do not', () => {
  assert.equal(wantsHint('assets/js/main.1a2b.js', minBytes, false), true);
  assert.equal(wantsHint('assets/js/11b43341.1a2b.js', 90_000, true), false);
  assert.equal(wantsHint('assets/js/a7bd4aaa.1a2b.js', minBytes - 1, false), false);
  assert.equal(wantsHint('assets/css/styles.1a2b.css', 90_000, false), false);
  assert.equal(unhashed('assets/js/runtime~main.0f3c9a1b.js'), 'assets/js/runtime~main');
});

test('a chosen script that lacks the hint in the output, or is missing, is reported', () => {
  const outDir = outputWith({
    'main.1a2b.js': `${compileHint}\n(()=>{})();`,
    '1765.3c4d.js': `(()=>{})();\n${compileHint}\n`,
    '6790.5e6f.js': `${compileHint}(()=>{})();`,
  });
  try {
    const chosen = new Set([
      'assets/js/main',
      'assets/js/1765',
      'assets/js/6790',
      'assets/js/9475',
    ]);
    assert.deepEqual(scriptsWithoutHint(outDir, chosen), [
      'assets/js/1765',
      'assets/js/6790',
      'assets/js/9475',
    ]);
  } finally {
    rmSync(outDir, { recursive: true });
  }
});

/** Runs the plugin's bundler hook on fake assets and chunks; returns what it rewrote. */
function runHook(
  assets: Record<string, number>,
  dataChunks: string[][],
  codeChunks: string[][],
): { rewritten: Record<string, string>; stage: number } {
  class ConcatSource {
    constructor(
      readonly prefix: string,
      readonly source: unknown,
    ) {}
  }
  const Compilation = {
    PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400,
    PROCESS_ASSETS_STAGE_DEV_TOOLING: 500,
    PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500,
  };
  const utils = { currentBundler: { instance: { Compilation, sources: { ConcatSource } } } };
  const plugin = compileHintsPlugin();
  const configure = plugin.configureWebpack as unknown as (
    config: object,
    isServer: boolean,
    u: typeof utils,
  ) => { plugins?: { apply(compiler: unknown): void }[] };
  assert.deepEqual(configure({}, true, utils), {}, 'nothing for the server bundle');
  const [hints] = configure({}, false, utils).plugins ?? [];
  assert.ok(hints);
  const chunks = [
    ...dataChunks.map((files) => ({ files: new Set(files), types: ['json'] })),
    ...codeChunks.map((files) => ({ files: new Set(files), types: ['json', 'javascript/auto'] })),
  ];
  const rewritten: Record<string, string> = {};
  let stage = -1;
  const compilation = {
    chunks,
    chunkGraph: {
      getChunkModules: (chunk: (typeof chunks)[number]) => chunk.types.map((type) => ({ type })),
    },
    hooks: {
      processAssets: {
        tap(options: { stage: number }, run: (a: Record<string, unknown>) => void) {
          stage = options.stage;
          run(
            Object.fromEntries(
              Object.entries(assets).map(([file, bytes]) => [file, { size: () => bytes }]),
            ),
          );
        },
      },
    },
    updateAsset(file: string, source: ConcatSource) {
      rewritten[file] = source.prefix;
    },
  };
  hints.apply({
    hooks: {
      thisCompilation: { tap: (_name: string, run: (c: unknown) => void) => run(compilation) },
    },
  });
  return { rewritten, stage };
}

test('the bundler hook hints code chunks after minification and before content hashes', async () => {
  const { rewritten, stage } = runHook(
    {
      'assets/js/main.aaaa.js': 300_000,
      'assets/js/11b43341.bbbb.js': 95_000,
      'assets/js/a7bd4aaa.cccc.js': 700,
      'assets/css/styles.dddd.css': 120_000,
    },
    [['assets/js/11b43341.bbbb.js']],
    [['assets/js/main.aaaa.js'], ['assets/js/a7bd4aaa.cccc.js']],
  );
  assert.deepEqual(rewritten, { 'assets/js/main.aaaa.js': `${compileHint}\n` });
  assert.ok(stage > 400 - 1 && stage < 2500);

  // postBuild then checks the output for the scripts chosen: here main.js has no hint.
  const outDir = outputWith({ 'main.eeee.js': '(()=>{})();' });
  try {
    const plugin = compileHintsPlugin();
    await assert.rejects(
      async () => plugin.postBuild?.({ outDir } as never),
      /compile-hints: 1 script\(s\) do not start with .* e\.g\. assets\/js\/main\.\*\.js/,
    );
  } finally {
    rmSync(outDir, { recursive: true });
  }
});

test('a client build without the hint in main.js fails', async () => {
  runHook({ 'assets/js/other.aaaa.js': 300_000 }, [], [['assets/js/other.aaaa.js']]);
  const outDir = outputWith({ 'other.aaaa.js': `${compileHint}\n` });
  try {
    await assert.rejects(
      async () => compileHintsPlugin().postBuild?.({ outDir } as never),
      /without the hint in main\.js/,
    );
  } finally {
    rmSync(outDir, { recursive: true });
  }
});
