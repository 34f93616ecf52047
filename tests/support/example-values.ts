/**
 * Checks that the example values on a page are real: MACI keys, Ethereum addresses and
 * 32-byte values, JSON blocks and deploy configurations. Pure apart from the package
 * validators, so the rules are unit-tested on small pages. The rules:
 *
 * Keys. `macipk.`/`macisk.` followed by hex is a key and must pass maci-domainobjs'
 * `PubKey.isValidSerializedPubKey` / `PrivKey.isValidSerializedPrivKey`, with hex digits only.
 * Not keys, and allowed: the bare prefix (`macipk.` as a name), and the placeholders
 * `macipk.…`, `macipk....` and `macipk.<anything>`. Anything else after a prefix is a problem.
 *
 * Keypairs. A public and a private key are one keypair only when the page says so by naming:
 * - labels `<q> public key:` and `<q> private key:` with the same qualifier <q> (words before
 *   "public"/"private", maybe none), on the same or adjacent lines of one block or of the prose;
 * - names assigned a key (`X_PUBKEY=`, `"pubKey": `, `xPubKey: `) that differ only in
 *   pubkey/publickey versus privkey/privatekey, on adjacent lines, or anywhere in one code block
 *   when that block has exactly one public and one private key of that name;
 * - a table row whose cells hold exactly one public and one private key, each alone in its cell.
 * Pairs are taken in reading order and a key joins at most one pair. Sharing a block is not
 * enough, and CLI flags (`--pubkey`, `-sk`) never pair: `publish` legitimately names a new public
 * key with the old private key. For each pair, the private key's public key must be the other key.
 * A label or name that says "public" on a private key (or the reverse) is a problem too.
 *
 * Hex values. `0x` with hex digits, standing alone as a word: 40 digits is an address and must be
 * all lower case or EIP-55 checksummed; 64 digits is a 32-byte value. Lengths 38-42 and 62-66
 * other than those are near misses (a truncated or overlong address or hash); other lengths
 * (`0x0`, selectors, signatures, calldata) are left alone.
 *
 * JSON. A `json` block must parse, unless an MDX comment right before it (blank lines between
 * allowed) marks it as deliberately partial:
 *
 *     {/*
 *     check: fragment
 *     *\/}
 *
 * A marked block that parses anyway, a marker with no block after it and a one-line marker are
 * problems. A parsed block that looks like `deploy-config.json` (every top-level value an
 * object, one of them holding a section the maci-contracts tasks read) may only use the sections
 * and fields of `fields`.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { Keypair, PrivKey, PubKey } from 'maci-domainobjs';
import type { DeployConfigFields } from '../../plugins/maci-deploy-config/fields';
import { getAddress } from 'ethers';

export interface Problem {
  /** 1-based line in the page. */
  line: number;
  message: string;
}

export interface KeyPairUse {
  publicLine: number;
  privateLine: number;
}

export interface PageReport {
  problems: Problem[];
  /** Serialized keys found and checked. */
  keys: number;
  /** Keypairs found by the naming rules, checked for a match. */
  pairs: KeyPairUse[];
  /** 40-digit addresses found and checked. */
  addresses: number;
  jsonBlocks: number;
  /** Fence lines of the blocks read as deploy configurations. */
  deployConfigs: number[];
  /** Fence lines and languages of the blocks marked `check: fragment`. */
  fragments: { line: number; lang: string }[];
}

type Kind = 'public' | 'private';

interface KeyToken {
  kind: Kind;
  value: string;
  line: number;
  column: number;
  /** Which block the line is in (-1 for prose). */
  segment: number;
  valid: boolean;
  /** What the page names it by, for pairing: `label:<q>`, `name:<stem>` or `row:<line>`. */
  pairKey?: string;
}

const markerLines = ['{/*', 'check: fragment', '*/}'];

interface Block {
  /** Line of the opening fence. */
  line: number;
  /** First and last line of the content. */
  first: number;
  last: number;
  lang: string;
  value: string;
  fragment: boolean;
}

function codeBlocks(markdown: string, lines: string[]): Block[] {
  const blocks: Block[] = [];
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    const start = node.position?.start.line ?? 1;
    const end = node.position?.end.line ?? start;
    const fenced = /^\s*(```|~~~)/.test(lines[start - 1] ?? '');
    const closed = fenced && end > start && /^\s*(```|~~~)/.test(lines[end - 1] ?? '');
    blocks.push({
      line: start,
      first: fenced ? start + 1 : start,
      last: closed ? end - 1 : end,
      lang: (node.lang ?? '').toLowerCase(),
      value: node.value,
      fragment: markerBefore(lines, start),
    });
  });
  return blocks;
}

/** Whether the three marker lines stand right before `line` (blank lines between allowed). */
function markerBefore(lines: string[], line: number): boolean {
  let i = line - 2;
  while (i >= 0 && lines[i].trim() === '') i--;
  return (
    i >= 2 &&
    lines[i - 2].trim() === markerLines[0] &&
    lines[i - 1].trim() === markerLines[1] &&
    lines[i].trim() === markerLines[2]
  );
}

function markerProblems(lines: string[], blocks: Block[]): Problem[] {
  const problems: Problem[] = [];
  const marked = new Set(blocks.filter((b) => b.fragment).map((b) => b.line));
  lines.forEach((text, i) => {
    if (/^\s*\{\/\*\s*check:\s*fragment\s*\*\/\}\s*$/.test(text)) {
      problems.push({
        line: i + 1,
        message: 'write the check: fragment marker on three lines: {/*, check: fragment, */}',
      });
    }
    if (text.trim() !== markerLines[1] || lines[i - 1]?.trim() !== markerLines[0]) return;
    let next = i + 2;
    while (next < lines.length && lines[next].trim() === '') next++;
    if (lines[i + 1]?.trim() !== markerLines[2] || !marked.has(next + 1)) {
      problems.push({
        line: i,
        message: 'a check: fragment marker must stand right before a code block',
      });
    }
  });
  return problems;
}

// Key tokens. Placeholders and the bare prefix are told apart from keys by what follows the dot.
const keyPattern = /(?<![A-Za-z0-9])maci(pk|sk)\.(<[^>\n]*>|[^\s`'"()[\]{},;|\\*<>]*)/g;
const placeholder = /^(…|\.\.\.|<[^>]*>)$/;

function isValidKey(kind: Kind, serialized: string): boolean {
  return kind === 'public'
    ? PubKey.isValidSerializedPubKey(serialized)
    : PrivKey.isValidSerializedPrivKey(serialized);
}

const roleOf = (word: string): Kind => (word.toLowerCase() === 'public' ? 'public' : 'private');

/** What the text before a key names it by: a label, an assigned name, or nothing. */
function naming(prefix: string): { pairKey: string; role: Kind } | undefined {
  const label = /\b(public|private) key\s*[:=]\s*[`"']?$/i.exec(prefix);
  if (label) {
    const qualifier = (
      prefix
        .slice(0, label.index)
        .split(/[^\w' -]/)
        .pop() ?? ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
    return { pairKey: `label:${qualifier}`, role: roleOf(label[1]) };
  }
  const assigned = /(?<![\w$-])([A-Za-z_$][\w$-]*)["']?\s*[:=]\s*["'`]?$/.exec(prefix);
  if (!assigned) return undefined;
  const name = assigned[1].toLowerCase().replace(/[-_]/g, '');
  const role = /(pub(?:lic)?key)|(priv(?:ate)?key)/.exec(name);
  if (!role) return undefined;
  return {
    pairKey: `name:${name.replace(role[0], '*')}`,
    role: role[1] ? 'public' : 'private',
  };
}

function keyTokens(lines: string[], segmentOf: (line: number) => number, problems: Problem[]) {
  const tokens: KeyToken[] = [];
  lines.forEach((text, i) => {
    const line = i + 1;
    for (const m of text.matchAll(keyPattern)) {
      const kind: Kind = m[1] === 'pk' ? 'public' : 'private';
      // A sentence may end right after a key; `macipk....` is a placeholder, not a sentence end.
      const suffix = placeholder.test(m[2]) ? m[2] : m[2].replace(/[.:!?]+$/, '');
      if (suffix === '' || placeholder.test(suffix)) continue;
      const value = `maci${m[1]}.${suffix}`;
      if (!/^[0-9a-fA-F]+$/.test(suffix)) {
        problems.push({
          line,
          message: `${value} is neither a key (hex after the prefix) nor a placeholder (maci${m[1]}.…, maci${m[1]}.<…>)`,
        });
        continue;
      }
      const valid = isValidKey(kind, value);
      if (!valid) {
        problems.push({
          line,
          message:
            kind === 'public'
              ? `${value} fails PubKey.isValidSerializedPubKey: not a packed Baby Jubjub point`
              : `${value} fails PrivKey.isValidSerializedPrivKey: it needs 64 hex digits, it has ${suffix.length}`,
        });
      }
      const named = naming(text.slice(0, m.index));
      if (named && named.role !== kind) {
        problems.push({ line, message: `${value} is a ${kind} key named as a ${named.role} key` });
      }
      tokens.push({
        kind,
        value,
        line,
        column: m.index,
        segment: segmentOf(line),
        valid,
        pairKey: named && named.role === kind ? named.pairKey : undefined,
      });
    }
  });
  return tokens;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string | number): Map<string | number, T[]> {
  const groups = new Map<string | number, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

type Pair = [pub: KeyToken, priv: KeyToken];

/** A table row whose cells hold exactly one public and one private key, each alone. */
function rowPairs(lines: string[], tokens: KeyToken[]): Pair[] {
  const pairs: Pair[] = [];
  const byLine = groupBy(
    tokens.filter((t) => t.segment === -1),
    (t) => t.line,
  );
  for (const [line, onLine] of byLine) {
    const text = lines[Number(line) - 1].trim();
    if (!text.startsWith('|') || onLine.length !== 2) continue;
    const pub = onLine.find((t) => t.kind === 'public');
    const priv = onLine.find((t) => t.kind === 'private');
    const cells = text.split('|').map((c) => c.trim().replace(/^`(.*)`$/, '$1'));
    if (pub && priv && cells.includes(pub.value) && cells.includes(priv.value)) {
      pairs.push([pub, priv]);
    }
  }
  return pairs;
}

function keyPairs(lines: string[], tokens: KeyToken[]): Pair[] {
  const pairs = rowPairs(lines, tokens);
  const taken = new Set<KeyToken>(pairs.flat());
  const ordered = [...tokens].sort((a, b) => a.line - b.line || a.column - b.column);
  const joins = (a: KeyToken, b: KeyToken) =>
    !taken.has(b) && b.segment === a.segment && b.pairKey === a.pairKey && b.kind !== a.kind;
  for (const [index, token] of ordered.entries()) {
    if (taken.has(token) || !token.pairKey) continue;
    const partner = ordered
      .slice(index + 1)
      .find((t) => t.line - token.line <= 1 && joins(token, t));
    if (partner) {
      pairs.push(token.kind === 'public' ? [token, partner] : [partner, token]);
      taken.add(token).add(partner);
    }
  }
  // A name used once for each kind in one code block pairs wherever the two stand.
  const named = groupBy(
    tokens.filter((t) => t.segment >= 0 && t.pairKey?.startsWith('name:')),
    (t) => `${t.segment} ${t.pairKey}`,
  );
  for (const group of named.values()) {
    const pub = group.filter((t) => t.kind === 'public');
    const priv = group.filter((t) => t.kind === 'private');
    if (pub.length === 1 && priv.length === 1 && !taken.has(pub[0]) && !taken.has(priv[0])) {
      pairs.push([pub[0], priv[0]]);
      taken.add(pub[0]).add(priv[0]);
    }
  }
  return pairs;
}

function hexProblems(lines: string[]): { problems: Problem[]; addresses: number } {
  const problems: Problem[] = [];
  let addresses = 0;
  lines.forEach((text, i) => {
    for (const m of text.matchAll(/(?<![\w$])0x([0-9a-fA-F]+)(?![\w$])/g)) {
      const digits = m[1].length;
      const line = i + 1;
      if (digits === 40) {
        addresses += 1;
        const checksummed = getAddress(m[0].toLowerCase());
        if (m[1] !== m[1].toLowerCase() && m[0] !== checksummed) {
          problems.push({
            line,
            message: `${m[0]} has a wrong EIP-55 checksum: write ${checksummed} or all lower case`,
          });
        }
      } else if (digits >= 38 && digits <= 42) {
        problems.push({
          line,
          message: `${m[0]} has ${digits} hex digits: an address has exactly 40`,
        });
      } else if (digits >= 62 && digits <= 66 && digits !== 64) {
        problems.push({
          line,
          message: `${m[0]} has ${digits} hex digits: a 32-byte value has exactly 64`,
        });
      }
    }
  });
  return { problems, addresses };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page line of the key `path` in a JSON block, following the path down the lines. */
function keyLine(block: Block, path: string[]): number {
  const lines = block.value.split('\n');
  let at = 0;
  for (const key of path) {
    const found = lines.findIndex((l, i) => i >= at && l.includes(JSON.stringify(key)));
    if (found < 0) break;
    at = found;
  }
  return block.first + at;
}

function deployConfigProblems(block: Block, config: unknown, fields: DeployConfigFields) {
  const networks = isObject(config) ? Object.values(config) : [];
  const looksLikeIt =
    networks.length > 0 &&
    networks.every(isObject) &&
    networks.some((n) => Object.keys(n as object).some((s) => fields.has(s)));
  if (!looksLikeIt || !isObject(config)) return undefined;
  const problems: Problem[] = [];
  // Descends into nested objects (`zkeys.qv.…`) only as far as some read field goes.
  const walk = (at: string[], value: unknown, known: Set<string>) => {
    const [network, section, ...path] = at;
    const dotted = path.join('.');
    if (known.has(dotted)) return;
    const below = [...known].filter((f) => dotted === '' || f.startsWith(`${dotted}.`));
    const where = `${network}.${section}${dotted ? `.${dotted}` : ''}`;
    if (below.length === 0) {
      problems.push({
        line: keyLine(block, at),
        message: `${where} is not a field the maci-contracts tasks read (${section}: ${[...known].join(', ')})`,
      });
    } else if (!isObject(value)) {
      problems.push({
        line: keyLine(block, at),
        message: `${where} must be an object holding ${below.join(', ')}`,
      });
    } else {
      for (const [key, inner] of Object.entries(value)) walk([...at, key], inner, known);
    }
  };
  for (const [network, sections] of Object.entries(config)) {
    for (const [section, value] of Object.entries(sections as object)) {
      const known = fields.get(section);
      if (!known) {
        problems.push({
          line: keyLine(block, [network, section]),
          message: `${network}.${section} is not a section the maci-contracts tasks read (${[...fields.keys()].join(', ')})`,
        });
      } else {
        walk([network, section], value, known);
      }
    }
  }
  return problems;
}

function jsonProblems(block: Block): { problems: Problem[]; parsed?: unknown } {
  try {
    const parsed: unknown = JSON.parse(block.value);
    if (block.fragment) {
      return {
        problems: [
          { line: block.line, message: 'this JSON block parses: drop its check: fragment marker' },
        ],
        parsed,
      };
    }
    return { problems: [], parsed };
  } catch (error) {
    if (block.fragment) return { problems: [] };
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position
      ? block.first + block.value.slice(0, Number(position[1])).split('\n').length - 1
      : block.line;
    return { problems: [{ line, message: `JSON does not parse: ${message}` }] };
  }
}

export function checkPage(markdown: string, fields: DeployConfigFields): PageReport {
  const lines = markdown.split('\n');
  const blocks = codeBlocks(markdown, lines);
  const segmentOf = (line: number) => blocks.findIndex((b) => line >= b.first && line <= b.last);
  const problems: Problem[] = markerProblems(lines, blocks);

  const tokens = keyTokens(lines, segmentOf, problems);
  const pairs = keyPairs(lines, tokens);
  for (const [pub, priv] of pairs) {
    if (!pub.valid || !priv.valid) continue;
    const derived = new Keypair(PrivKey.deserialize(priv.value)).pubKey.serialize();
    if (derived !== pub.value) {
      problems.push({
        line: priv.line,
        message: `${priv.value} is named as the keypair of ${pub.value} (line ${pub.line}), but its public key is ${derived}`,
      });
    }
  }

  const hex = hexProblems(lines);
  problems.push(...hex.problems);

  const deployConfigs: number[] = [];
  const jsonBlocks = blocks.filter((b) => b.lang === 'json');
  for (const block of jsonBlocks) {
    const json = jsonProblems(block);
    problems.push(...json.problems);
    if (json.parsed === undefined || block.fragment) continue;
    const config = deployConfigProblems(block, json.parsed, fields);
    if (config) {
      deployConfigs.push(block.line);
      problems.push(...config);
    }
  }

  return {
    problems: problems.sort((a, b) => a.line - b.line),
    keys: tokens.length,
    pairs: pairs.map(([pub, priv]) => ({ publicLine: pub.line, privateLine: priv.line })),
    addresses: hex.addresses,
    jsonBlocks: jsonBlocks.length,
    deployConfigs,
    fragments: blocks.filter((b) => b.fragment).map((b) => ({ line: b.line, lang: b.lang })),
  };
}
