import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Keypair, PrivKey } from 'maci-domainobjs';
import type { DeployConfigFields } from '../../plugins/maci-deploy-config/fields';
import { checkPage } from '../support/example-values';

// Keys derived from fixed private keys, so every case below is reproducible.
const pair = (seed: bigint) => {
  const keypair = new Keypair(new PrivKey(seed));
  return { sk: keypair.privKey.serialize(), pk: keypair.pubKey.serialize() };
};
const alice = pair(1234n);
const bob = pair(5678n);
/** A packed y of 2 has no point on Baby Jubjub, so this public key is invalid. */
const offCurve = `macipk.${'2'.padStart(64, '0')}`;

const fields: DeployConfigFields = new Map([
  ['MACI', new Set(['stateTreeDepth'])],
  ['VkRegistry', new Set(['stateTreeDepth', 'zkeys.qv.tallyVotesZkey'])],
]);

const check = (markdown: string) => checkPage(markdown, fields);
const problems = (markdown: string) =>
  check(markdown).problems.map((p) => `${p.line}: ${p.message}`);
const pairs = (markdown: string) => check(markdown).pairs.map((p) => [p.publicLine, p.privateLine]);
const fence = (body: string, lang = 'text') => `\`\`\`${lang}\n${body}\n\`\`\``;
const marker = '{/*\ncheck: fragment\n*/}\n\n';

describe('MACI keys', () => {
  it('accepts real keys, the bare prefixes and the placeholders', () => {
    const page = [
      `Sign up with \`${alice.pk}\`; the coordinator decrypts with \`${bob.sk}\`.`,
      'A public key starts with `macipk.` and a private key with `macisk.`.',
      'Use `macipk.…`, `macipk....` or `macisk.<your private key>` here.',
      `It ends a sentence: ${alice.pk}.`,
    ].join('\n');
    assert.deepEqual(problems(page), []);
    assert.equal(check(page).keys, 3);
  });

  it('rejects a private key without 64 hex digits and a public key off the curve', () => {
    const short = alice.sk.slice(0, -1);
    assert.deepEqual(problems(`x\n${fence(`-sk ${short}\n-p ${offCurve}`, 'bash')}`), [
      `3: ${short} fails PrivKey.isValidSerializedPrivKey: it needs 64 hex digits, it has 63`,
      `4: ${offCurve} fails PubKey.isValidSerializedPubKey: not a packed Baby Jubjub point`,
    ]);
  });

  it('rejects anything else after a prefix', () => {
    assert.deepEqual(problems('Pass `macipk.your-key`.'), [
      '1: macipk.your-key is neither a key (hex after the prefix) nor a placeholder (macipk.…, macipk.<…>)',
    ]);
  });

  it('rejects a key whose label or name says the other kind', () => {
    assert.deepEqual(problems(`Public key: ${alice.sk}\nVOTER_PRIVKEY=${alice.pk}`), [
      `1: ${alice.sk} is a private key named as a public key`,
      `2: ${alice.pk} is a public key named as a private key`,
    ]);
  });
});

describe('keypairs', () => {
  it('pairs adjacent Public key / Private key labels and checks that they match', () => {
    const page = fence(
      `[✓] Public key: ${alice.pk}\n[✓] Private key: ${alice.sk}\n\nPrivate key: ${bob.sk}\nPublic key: ${alice.pk}`,
    );
    assert.deepEqual(pairs(page), [
      [2, 3],
      [6, 5],
    ]);
    assert.deepEqual(problems(page), [
      `5: ${bob.sk} is named as the keypair of ${alice.pk} (line 6), but its public key is ${bob.pk}`,
    ]);
  });

  it('takes labelled pairs in reading order, each key in one pair', () => {
    const page = `Public key: ${alice.pk}\nPrivate key: ${alice.sk}\nPublic key: ${bob.pk}\nPrivate key: ${bob.sk}`;
    assert.deepEqual(pairs(page), [
      [1, 2],
      [3, 4],
    ]);
    assert.deepEqual(problems(page), []);
  });

  it('pairs labels only with the same qualifier', () => {
    const page = fence(
      `Public key: ${alice.pk}\n[i] Ephemeral private key: ${bob.sk}\nCoordinator public key: ${bob.pk}\nCoordinator private key: ${bob.sk}`,
    );
    assert.deepEqual(pairs(page), [[4, 5]]);
    assert.deepEqual(problems(page), []);
  });

  it('does not pair keys that only share a block or stand apart', () => {
    // publish names the new public key and signs with the old private key: not a keypair.
    const publish = fence(`maci-cli publish \\\n  --pubkey ${bob.pk} \\\n  --privkey ${alice.sk}`);
    assert.deepEqual(pairs(publish), []);
    const apart = `Public key: ${alice.pk}\n\nPrivate key: ${bob.sk}`;
    assert.deepEqual(pairs(apart), []);
    assert.deepEqual(problems(`${publish}\n\n${apart}`), []);
  });

  it('pairs names that differ only in pubkey/privkey, even far apart in one block', () => {
    const env = fence(
      [
        `COORDINATOR_PUBKEY=${alice.pk}`,
        `VOTER_PUBKEY=${bob.pk}`,
        `VOTER_PRIVKEY=${bob.sk}`,
        `COORDINATOR_PRIVKEY=${bob.sk}`,
      ].join('\n'),
      'bash',
    );
    assert.deepEqual(pairs(env), [
      [3, 4],
      [2, 5],
    ]);
    assert.deepEqual(problems(env), [
      `5: ${bob.sk} is named as the keypair of ${alice.pk} (line 2), but its public key is ${bob.pk}`,
    ]);
  });

  it('pairs JSON and object names on adjacent lines, but not names used twice apart', () => {
    const json = fence(
      `[\n  { "pubKey": "${alice.pk}",\n    "privKey": "${alice.sk}" },\n  { "pubKey": "${bob.pk}" },\n  { "name": "Carol" },\n  { "privKey": "${alice.sk}" }\n]`,
      'json',
    );
    assert.deepEqual(pairs(json), [[3, 4]]);
    assert.deepEqual(problems(json), []);
  });

  it('pairs a table row that holds one public and one private key in cells of their own', () => {
    const table = [
      '| Who | Public key | Private key |',
      '| --- | --- | --- |',
      `| Alice | \`${alice.pk}\` | \`${bob.sk}\` |`,
      `| Bob | \`maci-cli publish -p ${bob.pk} -sk ${alice.sk}\` | |`,
    ].join('\n');
    assert.deepEqual(pairs(table), [[3, 3]]);
    assert.deepEqual(problems(table), [
      `3: ${bob.sk} is named as the keypair of ${alice.pk} (line 3), but its public key is ${bob.pk}`,
    ]);
  });
});

describe('hex values', () => {
  it('accepts lower-case and checksummed addresses and 64-digit values', () => {
    const page = [
      'MACI: 0x5fbdb2315678afecb367f032d93f642f64180aa3 or `0x5FbDB2315678afecb367f032d93F642f64180aa3`',
      `Hash: 0x${'ab'.repeat(32)}`,
    ].join('\n');
    assert.deepEqual(problems(page), []);
    assert.equal(check(page).addresses, 2);
  });

  it('rejects a mixed-case address with a wrong checksum, naming the right one', () => {
    assert.deepEqual(problems('At 0x5fbDB2315678afecb367f032d93F642f64180aa3.'), [
      '1: 0x5fbDB2315678afecb367f032d93F642f64180aa3 has a wrong EIP-55 checksum: write 0x5FbDB2315678afecb367f032d93F642f64180aa3 or all lower case',
    ]);
  });

  it('rejects lengths next to 40 and 64', () => {
    const page = [38, 39, 41, 42, 62, 63, 65, 66].map((n) => `0x${'a'.repeat(n)}`).join('\n');
    assert.deepEqual(
      check(page).problems.map((p) => p.message.replace(/^0xa+ /, '')),
      [
        ...[38, 39, 41, 42].map((n) => `has ${n} hex digits: an address has exactly 40`),
        ...[62, 63, 65, 66].map((n) => `has ${n} hex digits: a 32-byte value has exactly 64`),
      ],
    );
  });

  it('leaves short values, selectors, signatures, calldata and handles alone', () => {
    const page = [
      '`0x0`, `0xff`, the selector 0x12345678, calldata 0x' + 'c'.repeat(50),
      `a signature 0x${'d'.repeat(130)}, 0x${'e'.repeat(128)}, the handles 0xjei and 0xmad`,
    ].join('\n');
    assert.deepEqual(problems(page), []);
  });
});

describe('JSON blocks and the check: fragment marker', () => {
  it('reports the page line where a JSON block stops parsing', () => {
    const page = `Intro.\n\n${fence('{\n  "a": 1,\n  "b": 2,\n}', 'json')}`;
    const [problem] = check(page).problems;
    assert.equal(problem.line, 7);
    assert.match(problem.message, /^JSON does not parse: /);
  });

  it('skips a marked fragment and reports it', () => {
    const page = `Intro.\n\n${marker}${fence('"a": 1,\n"b": 2', 'json')}`;
    assert.deepEqual(problems(page), []);
    assert.deepEqual(check(page).fragments, [{ line: 7, lang: 'json' }]);
  });

  it('reports markers that are not needed, not followed by a block or on one line', () => {
    const page = [
      `${marker}${fence('{ "a": 1 }', 'json')}`,
      `${marker}Text in between.\n\n${fence('x')}`,
      '{/* check: fragment */}',
      '',
      fence('y'),
    ].join('\n\n');
    assert.deepEqual(problems(page), [
      '5: this JSON block parses: drop its check: fragment marker',
      '9: a check: fragment marker must stand right before a code block',
      '19: write the check: fragment marker on three lines: {/*, check: fragment, */}',
    ]);
  });
});

describe('deploy configurations', () => {
  const config = (body: string) => fence(body, 'json');

  it('accepts the sections and fields the tasks read, nested paths included', () => {
    const page = config(
      '{\n  "localhost": {\n    "MACI": { "stateTreeDepth": 10 },\n    "VkRegistry": { "zkeys": { "qv": { "tallyVotesZkey": "t.zkey" } } }\n  }\n}',
    );
    assert.deepEqual(problems(page), []);
    assert.deepEqual(check(page).deployConfigs, [1]);
  });

  it('names an unknown section or field and its line', () => {
    const page = config(
      [
        '{',
        '  "sepolia": {',
        '    "MACI": { "stateTreeDepth": 10, "subsidyEnabled": false },',
        '    "VkRegistry": {',
        '      "zkeys": { "qv": { "tallyWasm": "t.wasm" } }',
        '    },',
        '    "Subsidy": { "deploy": true }',
        '  }',
        '}',
      ].join('\n'),
    );
    assert.deepEqual(problems(page), [
      '4: sepolia.MACI.subsidyEnabled is not a field the maci-contracts tasks read (MACI: stateTreeDepth)',
      '6: sepolia.VkRegistry.zkeys.qv.tallyWasm is not a field the maci-contracts tasks read (VkRegistry: stateTreeDepth, zkeys.qv.tallyVotesZkey)',
      '8: sepolia.Subsidy is not a section the maci-contracts tasks read (MACI, VkRegistry)',
    ]);
  });

  it('wants an object where a read field lies deeper', () => {
    assert.deepEqual(problems(config('{ "hardhat": { "VkRegistry": { "zkeys": "all" } } }')), [
      '2: hardhat.VkRegistry.zkeys must be an object holding zkeys.qv.tallyVotesZkey',
    ]);
  });

  it('leaves other JSON alone', () => {
    const page = config('{ "name": "Happy path", "votes": { "0": { "weight": 1 } } }');
    assert.deepEqual(problems(page), []);
    assert.deepEqual(check(page).deployConfigs, []);
  });
});
