import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Interface } from 'ethers';
import { errorReference, errorReferenceStoreDir } from '../../config/errors';
import { loadErrorReference } from '../../plugins/error-reference';
import { rejectedAnchor } from '../../plugins/error-reference/anchors';
import { readCliMessages } from '../../plugins/error-reference/cli-messages';
import { parseExplanations } from '../../plugins/error-reference/explanations';
import { findEntries, messagePattern } from '../../plugins/error-reference/lookup';
import { printedAs } from '../../plugins/error-reference/rejected-messages';
import errorReferencePlugin from '../../plugins/error-reference/plugin';
import { splitList, toHtml } from '../../plugins/error-reference/list-html';
import { codeBlockHast } from '../../plugins/error-reference/code-html';
import { codeTheme } from '../../config/prism';
import {
  checkExplanations,
  cliAnchors,
  lookupEntries,
  renderErrorList,
} from '../../plugins/error-reference/render';
import { repoRoot } from '../support/docs-files';

const data = loadErrorReference(errorReference.sources);
const entries = lookupEntries(data);
const byName = (name: string) => data.contractErrors.find((e) => e.name === name);
const cliAnchorOf = (key: string): string | undefined => {
  const message = data.cliMessages.find((m) => m.key === key);
  return message && cliAnchors(data.cliMessages).get(message);
};

/** Every `.json` artifact with an ABI under a package's build/artifacts/contracts. */
function artifactAbis(packageName: string): { contract: string; abi: unknown[] }[] {
  const root = join(repoRoot, 'node_modules', packageName, 'build', 'artifacts', 'contracts');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && !file.endsWith('.dbg.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(join(root, file), 'utf8')) as {
          contractName: string;
          abi: unknown[];
        },
    )
    .map((artifact) => ({ contract: artifact.contractName, abi: artifact.abi }));
}

describe('contract errors, read from the installed maci-contracts', () => {
  it('covers every error of every artifact ABI, with the selector ethers computes', () => {
    for (const { contract, abi } of artifactAbis('maci-contracts')) {
      const iface = new Interface(abi as string[]);
      iface.forEachError((fragment) => {
        const error = data.contractErrors.find((e) => e.signature === fragment.format('sighash'));
        assert.ok(error, `${fragment.format('sighash')} of ${contract} is listed`);
        assert.equal(error.selector, fragment.selector);
        assert.ok(error.abis.includes(contract), `${error.name} lists ${contract}`);
        assert.ok(error.releases.includes('1.2.5'));
      });
    }
  });

  it('gives ProcessVkNotSet the selector Hardhat prints after the quickstart', () => {
    assert.equal(byName('ProcessVkNotSet')?.selector, '0x5e4af53a');
  });

  it('marks the errors that only 1.2.0 had', () => {
    const older = new Set(
      artifactAbis('maci-contracts-1.2.0').flatMap(({ abi }) =>
        (abi as { type: string; name: string }[])
          .filter((i) => i.type === 'error')
          .map((i) => i.name),
      ),
    );
    const latest = new Set(
      data.contractErrors.filter((e) => e.releases.includes('1.2.5')).map((e) => e.name),
    );
    const dropped = [...older].filter((name) => !latest.has(name)).sort();
    assert.ok(dropped.includes('InvalidSubsidyProof'));
    assert.deepEqual(
      data.contractErrors
        .filter((e) => !e.releases.includes('1.2.5'))
        .map((e) => e.name)
        .sort(),
      dropped,
    );
  });

  it('names a function of the right contract for every revert in the 1.2.5 sources', () => {
    const root = join(repoRoot, 'node_modules', 'maci-contracts', 'contracts');
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.sol')) continue;
      const source = readFileSync(join(root, file), 'utf8');
      for (const match of source.matchAll(/\brevert\s+(\w+)\s*\(/g)) {
        const error = byName(match[1]);
        assert.ok(error, `${match[1]} (${file}) is listed`);
        assert.ok(
          error.raisedBy.some((site) => site.source === `contracts/${file}`),
          `${match[1]} is reverted in ${file}`,
        );
      }
    }
  });
});

/** Every literal message of the CLI's build, found by a plain text scan (not the parser). */
function scannedMessages(): Set<string> {
  const root = join(repoRoot, 'node_modules', 'maci-cli', 'build', 'ts');
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:logError\)|new Error)\((["`])((?:(?!\1).)*)\1\)/g))
      found.add(match[2].replace(/\$\{[^}]*\}/g, '…'));
  }
  return found;
}

describe('CLI messages, read from the installed maci-cli', () => {
  it('finds every message a text scan of the build finds, and no other', () => {
    assert.deepEqual(new Set(data.cliMessages.map((m) => m.key)), scannedMessages());
  });

  it('names the subcommands whose code path prints a message', () => {
    const printedBy = (key: string) => data.cliMessages.find((m) => m.key === key)?.subcommands;
    assert.deepEqual(printedBy('The verifier contract found the proof invalid.'), ['proveOnChain']);
    assert.ok(printedBy('Invalid MACI public key')?.includes('signup'));
    assert.ok(printedBy('MACI contract does not exist')?.includes('genProofs'));
    // index.js's own check, in the verify action.
    assert.deepEqual(printedBy('Unable to open …'), ['verify']);
  });

  it('does not count a call whose failure a catch swallows', () => {
    const messages = readCliMessages([
      {
        file: 'a.js',
        source: `const read = () => { (0, t.logError)("gone"); };
const quiet = () => { try { read(); } catch (e) { return ""; } };
const loud = () => { try { read(); } catch (e) { throw e; } };
program.command("one").action(() => quiet());
program.command("two <x>").action(() => loud());`,
      },
    ]);
    assert.deepEqual(
      messages.map((m) => [m.key, m.subcommands]),
      [['gone', ['two']]],
    );
  });

  it("follows calls of the package's functions, not methods that share a name", () => {
    const messages = readCliMessages([
      {
        file: 'poll.js',
        source: `const getPoll = () => { (0, t.logError)("no poll"); };
exports.getPoll = getPoll;`,
      },
      {
        file: 'index.js',
        source: `const commands_1 = require("./commands");
program.command("getPoll").action(() => (0, commands_1.getPoll)());
program.command("publish").action(() => maciContract.getPoll(0));`,
      },
    ]);
    assert.deepEqual(messages[0]?.subcommands, ['getPoll']);
  });

  it('gives messages that differ only in case anchors of their own', () => {
    const anchors = [...cliAnchors(data.cliMessages).values()];
    assert.equal(new Set(anchors).size, anchors.length);
  });

  it('finds the entry of a message the installed CLI really prints', () => {
    let output = '';
    try {
      execFileSync(
        process.execPath,
        [
          join(repoRoot, 'node_modules', 'maci-cli', 'build', 'ts', 'index.js'),
          'genMaciPubKey',
          '-sk',
          'not-a-key',
        ],
        { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      output = String((error as { stderr: string }).stderr);
    }
    assert.match(output, /\[✗\] Invalid private key/);
    assert.equal(findEntries(output, entries)[0]?.entry.id, 'cli-invalid-private-key');
  });
});

/** maci-core's own ProcessMessageErrors, loaded the way its Poll.js loads it. */
function installedReasons(): Record<string, string> {
  const file = join(repoRoot, 'node_modules', 'maci-core', 'build', 'ts', 'utils', 'errors.js');
  return (createRequire(file)(file) as { ProcessMessageErrors: Record<string, string> })
    .ProcessMessageErrors;
}

describe('rejected messages, read from the installed maci-core', () => {
  const reasons = installedReasons();
  const rejectedSections = [...data.explanations.values()].filter(
    (e) => e.file === '_errors-rejected-messages.md',
  );

  it('have an entry for every ProcessMessageErrors value, and an entry names only such a value', () => {
    const explained = new Set(rejectedSections.map((e) => e.key));
    for (const reason of Object.values(reasons))
      assert.ok(explained.has(printedAs(data.rejected, reason)), `"${reason}" has an entry`);
    const printed = new Set(Object.values(reasons).map((r) => printedAs(data.rejected, r)));
    for (const { key } of rejectedSections) assert.ok(printed.has(key), `"${key}" is a reason`);
    assert.deepEqual(
      data.rejected.reasons.map((r) => [r.member, r.reason]),
      Object.entries(reasons),
    );
  });

  it('print the line as Poll.processMessages of the installed maci-core writes it', () => {
    const poll = readFileSync(
      join(repoRoot, 'node_modules', 'maci-core', 'build', 'ts', 'Poll.js'),
      'utf8',
    );
    assert.match(poll, /console\.log\(`Error at message index \$\{idx\} - \$\{e\.message\}`\)/);
    assert.equal(data.rejected.line, 'Error at message index … - ');
    // genProofs hands its --quiet option to processMessages, which prints only when not quiet.
    const genProofs = readFileSync(
      join(repoRoot, 'node_modules', 'maci-cli', 'build', 'ts', 'commands', 'genProofs.js'),
      'utf8',
    );
    assert.match(genProofs, /poll\.processMessages\(pollId, useQuadraticVoting, quiet\)/);
  });

  it('know which reasons a check raises: all but invalid command', () => {
    const declaredOnly = data.rejected.reasons.filter((r) => r.raisedIn.length === 0);
    assert.deepEqual(
      declaredOnly.map((r) => r.member),
      ['InvalidCommand'],
    );
    for (const r of data.rejected.reasons.filter((x) => x.raisedIn.length > 0))
      assert.deepEqual(r.raisedIn, ['Poll.processMessage'], r.member);
  });

  it('fail the check when a reason loses its entry', () => {
    const missing = new Map(data.explanations);
    const key = printedAs(data.rejected, reasons.InvalidSignature);
    assert.ok(missing.delete(key));
    assert.throws(
      () => checkExplanations({ ...data, explanations: missing }),
      /no section "## Error at message index … - invalid signature"/,
    );
    const withoutExpected = new Map(data.explanations);
    const section = withoutExpected.get(key);
    assert.ok(section);
    withoutExpected.set(key, {
      ...section,
      nodes: section.nodes.filter(
        (node) => !(node.type === 'paragraph' && JSON.stringify(node).includes('Expected?')),
      ),
    });
    assert.throws(
      () => checkExplanations({ ...data, explanations: withoutExpected }),
      /has no paragraph starting \*\*Expected\?\*\*/,
    );
  });
});

describe('the hand-written causes and fixes', () => {
  it('explain every error of the installed packages, and nothing else', () => {
    assert.doesNotThrow(() => checkExplanations(data));
  });

  it('fail the build when an error has no section, or a section names no error', () => {
    const missing = new Map(data.explanations);
    missing.delete('ProcessVkNotSet');
    assert.throws(
      () => checkExplanations({ ...data, explanations: missing }),
      /no section "## ProcessVkNotSet"/,
    );
    const extra = new Map(data.explanations);
    const [section] = parseExplanations(
      '## NoSuchError\n\n**Cause.** x\n\n**Fix.** y\n',
      '_errors-x.md',
    );
    extra.set(section.key, section);
    assert.throws(() => checkExplanations({ ...data, explanations: extra }), /names no error/);
  });

  it('render an anchored entry for every error, family, message and toolchain failure', () => {
    const nodes = renderErrorList(data, errorReference);
    const ids = nodes
      .filter((node) => node.type === 'heading')
      .map((node) => (node.data as { hProperties: { id: string } }).hProperties.id);
    assert.equal(new Set(ids).size, ids.length, 'anchors are unique');
    for (const entry of entries) assert.ok(ids.includes(entry.id), `#${entry.id} exists`);
  });
});

describe('the list as HTML strings', () => {
  const element = (tagName: string, properties: Record<string, unknown>, children: unknown[]) =>
    ({ type: 'element', tagName, properties, children }) as never;
  const text = (value: string) => ({ type: 'text', value }) as never;

  it('keeps the ## headings as elements, and draws the runs between them, an entry a wrapper', () => {
    const h2 = element('h2', { id: 'cli-messages' }, [text('CLI messages')]);
    const h2b = element('h2', { id: 'toolchain-failures' }, [text('Toolchain failures')]);
    const { blocks, parts } = splitList([
      h2,
      element('p', {}, [text('intro')]),
      text('\n'),
      element('h3', { id: 'cli-x' }, [text('x & <y>')]),
      element('p', {}, [
        element('a', { href: '/docs/cli#deploy' }, [text('genProofs')]),
        element('a', { href: 'https://github.com/x' }, [text('repo')]),
        element('a', { href: '/llms.txt' }, [text('twin')]),
      ]),
      element('div', { className: ['error-code'] }, []),
      h2b,
      element('p', {}, [text('after')]),
    ]);
    assert.deepEqual(blocks, [h2, 0, h2b, 1]);
    assert.equal(
      parts[0],
      '<p>intro</p><div class="markdown error-entry error-entry--h3">' +
        '<h3 id="cli-x" class="anchor">x &amp; &lt;y&gt;<a href="#cli-x" class="hash-link" aria-label="Direct link to x &amp; <y>" title="Direct link to x &amp; <y>" translate="no">\u200b</a></h3>' +
        '<p><a href="/docs/cli/#deploy">genProofs</a><a href="https://github.com/x" target="_blank" rel="noopener noreferrer">repo</a><a href="/llms.txt">twin</a></p>' +
        '<div class="error-code"></div></div>',
    );
    assert.equal(parts[1], '<p>after</p>');
  });

  it("draws a code block as the theme's markup, highlighted with the site's Prism theme", () => {
    const html = toHtml(
      codeBlockHast(
        { type: 'code', lang: 'bash', value: 'npx maci-cli@1.2.5 -s 6 \\\n\n  x' },
        codeTheme,
      ),
    );
    assert.match(
      html,
      /^<div class="language-bash theme-code-block error-code" style="--prism-color:var\(--maci-code-plain\);--prism-background-color:var\(--maci-code-background\)">/,
    );
    assert.match(
      html,
      /<pre tabindex="0" class="prism-code language-bash error-code__pre thin-scrollbar"/,
    );
    // Three lines, the empty one kept as an empty token; the flag and number in theme colors.
    assert.equal(html.match(/<div class="token-line"/g)?.length, 3);
    assert.match(
      html,
      /<span class="token parameter variable" style="color:var\(--maci-code-constant\)">-s<\/span>/,
    );
    assert.match(html, /<span class="token plain" style="display:inline-block"><\/span><br>/);
    // No copy button in the HTML: the list's component adds it (it needs a script).
    assert.doesNotMatch(html, /<button/);
    assert.throws(
      () => codeBlockHast({ type: 'code', lang: 'bash', meta: 'title="x"', value: 'x' }, codeTheme),
      /has meta/,
    );
  });

  it('fails on a node that a string cannot carry', () => {
    assert.throws(
      () => toHtml({ type: 'mdxJsxTextElement', name: 'Term' } as never),
      /cannot draw a mdxJsxTextElement/,
    );
  });
});

describe('the bundler cache', () => {
  it('depends on every partial the page is made from', () => {
    const plugin = errorReferencePlugin(
      {},
      { sources: errorReference.sources, storeDir: errorReferenceStoreDir },
    );
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      experiments: { cache: { buildDependencies: string[] } };
    };
    const files = config.experiments.cache.buildDependencies;
    const sources = new Set([...data.explanations.values()].map((e) => e.file));
    assert.deepEqual(new Set(files.map((file) => file.split('/').pop())), sources);
  });
});

describe('lookup', () => {
  const first = (text: string) => findEntries(text, entries)[0]?.entry.id;

  it('finds an error by the revert data Hardhat and ethers print', () => {
    assert.equal(
      first(
        'Error: VM Exception while processing transaction: reverted with an unrecognized custom error (return data: 0x5e4af53a)',
      ),
      'processvknotset',
    );
    const data = `0x${byName('DepthTooLarge')?.selector.slice(2)}${'0'.repeat(63)}7${'0'.repeat(63)}5`;
    assert.equal(
      first(`execution reverted (unknown custom error) (action="estimateGas", data="${data}")`),
      'depthtoolarge',
    );
  });

  it('finds an error by its name', () => {
    assert.equal(first("reverted with custom error 'VotingPeriodOver()'"), 'votingperiodover');
    assert.equal(first('OwnableUnauthorizedAccount'), 'ownableunauthorizedaccount');
  });

  it('finds a CLI message with its placeholders filled, inside a stack trace', () => {
    const trace = [
      'error: [✗] Could not find ./zkeys/ProcessMessages_6-9-2-3.wasm.',
      '    at logError (node_modules/maci-cli/build/ts/utils/theme.js:88:11)',
    ].join('\n');
    assert.equal(first(trace), cliAnchorOf('Could not find ….'));
    assert.ok(messagePattern('Invalid poll id …').test('Invalid poll id 7'));
  });

  it('prefers the longer of two messages that share a beginning', () => {
    assert.equal(first('[✗] Invalid poll id 3'), cliAnchorOf('Invalid poll id …'));
  });

  it('finds a toolchain failure by what the terminal shows', () => {
    const toolchain = entries.filter((e) => e.looksLike && e.looksLike.length > 0);
    assert.ok(toolchain.length >= 8);
    for (const { id, looksLike = [] } of toolchain)
      assert.equal(first(`... ${looksLike[0]} ...`), id);
  });

  it('finds the entry of each reason genProofs prints, with the message index', () => {
    for (const { member, reason } of data.rejected.reasons) {
      const [match] = findEntries(`Error at message index 7 - ${reason}`, entries);
      assert.equal(match?.entry.id, rejectedAnchor(member), reason);
      assert.equal(match?.reason, 'message index 7');
      assert.deepEqual(match?.messageIndexes, [7]);
    }
  });

  it('resolves several pasted lines at once, each with its index', () => {
    const output = [
      '[i] Generating proofs of message processing...',
      'Error at message index 6 - failed decryption due to either wrong encryption public key or corrupted ciphertext',
      'Error at message index 5 - insufficient voice credits',
      'Error at message index 4 - invalid nonce',
      'Error at message index 3 - invalid nonce',
      'Error at message index 2 - invalid signature',
      '[i] Progress: 1 / 1',
    ].join('\n');
    assert.deepEqual(
      findEntries(output, entries).map((m) => [m.entry.id, m.reason]),
      [
        ['message-failed-decryption', 'message index 6'],
        ['message-insufficient-voice-credits', 'message index 5'],
        ['message-invalid-nonce', 'message indexes 4 and 3'],
        ['message-invalid-signature', 'message index 2'],
      ],
    );
    // The CLI's own "invalid nonce" check of publish keeps its entry.
    assert.equal(first('[✗] invalid nonce'), cliAnchorOf('invalid nonce'));
  });

  it('finds nothing in text that names no error', () => {
    assert.deepEqual(findEntries('hello world', entries), []);
  });
});
