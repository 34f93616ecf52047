import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A release number as three integers; `v1.2.x` and `v1.2` stand for the first of the series. */
export type Version = [number, number, number];

export interface InstalledRelease {
  version: Version;
  /** Every contract, interface, library, event, error, struct and enum the release declares. */
  names: Set<string>;
  /** The contracts among them. */
  contracts: Set<string>;
}

export interface ClaimProblem {
  line: number;
  claim: string;
  message: string;
}

const show = (v: Version) => v.join('.');
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Top-level names declared in the `.sol` files below `dir`, with what they are. */
export function solidityNames(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      for (const [name, kind] of solidityNames(path)) names.set(name, kind);
    } else if (entry.endsWith('.sol')) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(
        /^\s*(?:abstract\s+)?(contract|interface|library|event|error|struct|enum)\s+(\w+)/gm,
      )) {
        names.set(match[2], match[1]);
      }
    }
  }
  return names;
}

/** An installed maci-contracts folder, with the release number from its own manifest. */
export function installedRelease(packageFolder: string): InstalledRelease {
  const manifest = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const declared = solidityNames(join(packageFolder, 'contracts'));
  return {
    version: manifest.version.split('.').map(Number) as Version,
    names: new Set(declared.keys()),
    contracts: new Set([...declared].filter(([, kind]) => kind === 'contract').map(([n]) => n)),
  };
}

/** `1.2.5`, `v1.2.0`, `v1.2.x`, `1.2` as a Version. */
function parseVersion(major: string, minor: string, patch?: string): Version {
  return [Number(major), Number(minor), patch && patch !== 'x' ? Number(patch) : 0];
}

const versionPattern = /\bv?(\d+)\.(\d+)(?:\.(\d+|x))?(?![\d.]*\d)/g;

/** Every release number written in `text` (file names such as `6-9-2-3` are not numbers). */
function versionsIn(text: string): Version[] {
  return [...text.matchAll(versionPattern)]
    .filter((m) => m[1] === '1' || m[1] === '2')
    .map((m) => parseVersion(m[1], m[2], m[3]));
}

/**
 * The prose of a Markdown page: every line outside fenced code blocks, MDX comments and
 * front matter, with its 1-based line number.
 */
export function proseLines(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | undefined;
  let inFrontMatter = markdown.startsWith('---\n');
  let inComment = false;
  markdown.split('\n').forEach((text, i) => {
    if (inFrontMatter) {
      if (i > 0 && text === '---') inFrontMatter = false;
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) {
        fence = undefined;
      }
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    if (inComment || text.trimStart().startsWith('{/*')) {
      inComment = !text.includes('*/}');
      return;
    }
    out.push({ line: i + 1, text });
  });
  return out;
}

/** The lines of a blog post that sit inside `:::note Editor's note` admonitions. */
export function editorNoteLines(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inside = false;
  for (const entry of proseLines(markdown)) {
    if (/^:::note\s+Editor's note\s*$/.test(entry.text.trim())) inside = true;
    else if (inside && entry.text.trim() === ':::') inside = false;
    else if (inside) out.push(entry);
  }
  return out;
}

/** Splits a line into sentences, and a sentence into clauses that carry one statement each. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z*`[])/);
}

function clauses(sentence: string): string[] {
  return sentence.split(/;\s|,\s+(?:and|while|but|whereas)\s+/);
}

/**
 * The names `text` mentions: names that the installed releases declare, written with their
 * exact spelling, and any other name in backticks that looks like one (`FooGatekeeper`). A
 * contract that only some releases declare (`Subsidy`) also counts in lower case ("the
 * subsidy feature"). A file name or a member (`Poll.sol`, `Poll.topup`) is not a mention.
 */
function subjectsOf(text: string, releases: InstalledRelease[]): string[] {
  const all = new Set(releases.flatMap((r) => [...r.names]));
  const differing = new Set(
    releases
      .flatMap((r) => [...r.contracts])
      .filter((n) => !releases.every((r) => r.contracts.has(n))),
  );
  const found = [...all].filter((name) =>
    new RegExp(`(?<![\\w-])${name}(?![\\w-]|\\.\\w)`, differing.has(name) ? 'i' : '').test(text),
  );
  for (const m of text.matchAll(/`([A-Z][A-Za-z0-9]+)`/g)) {
    if (!found.includes(m[1])) found.push(m[1]);
  }
  return found;
}

type Claim =
  | { kind: 'added'; version: Version }
  | { kind: 'removed'; relation: 'before' | 'after' | 'in'; version: Version }
  | { kind: 'absent'; version: Version }
  | { kind: 'present'; version: Version };

const removedPattern =
  /\b(?:removed|dropped|deleted)\s+(before|after|in|with)\s+(?:the\s+)?v?(\d+)\.(\d+)(?:\.(\d+|x))?/i;
const addedPattern =
  /\b(?:added|new|shipped|arrived|introduced|appeared|present from)\s+(?:in|with|from)?\s*(?:the\s+|tag\s+)?v?(\d+)\.(\d+)(?:\.(\d+|x))?/i;
/** Phrases followed by what is missing ("1.2.5 has no subsidy circuit"). */
const absentBefore =
  /\b(?:there (?:is|are) no|(?:has|have|ships|contains|includes) no|no longer (?:has|have|ships)|lacks?)\b/gi;
/** Phrases preceded by what is missing ("`Subsidy` no longer exists in 1.2.5"). */
const absentAfter = /\b(?:no longer exists?|does not exist|do not exist|is gone|are gone)\b/gi;
/** Phrases followed by what a release has ("1.2.5 ships `EASGatekeeper`"). */
const presentBefore = /\b(?:ships|includes|contains|provides|offers)\b(?!\s+no\b)/gi;

/** The statements about releases that one clause makes, each with the names it is about. */
function claimsOf(
  clause: string,
  sentenceVersions: Version[],
  releases: InstalledRelease[],
): { claim: Claim; names: string[] }[] {
  const removed = removedPattern.exec(clause);
  if (removed) {
    const relation = removed[1].toLowerCase();
    const claim: Claim = {
      kind: 'removed',
      relation: relation === 'with' ? 'in' : (relation as 'before' | 'after' | 'in'),
      version: parseVersion(removed[2], removed[3], removed[4]),
    };
    return [{ claim, names: subjectsOf(clause, releases) }];
  }
  const added = addedPattern.exec(clause);
  if (added) {
    const claim: Claim = { kind: 'added', version: parseVersion(added[1], added[2], added[3]) };
    return [{ claim, names: subjectsOf(clause, releases) }];
  }
  // Presence and absence need one release to refer to: the clause's own, else the sentence's.
  const own = versionsIn(clause);
  const candidates = own.length > 0 ? own : sentenceVersions;
  if (new Set(candidates.map(show)).size !== 1) return [];
  const version = candidates[0];
  const found: { claim: Claim; names: string[] }[] = [];
  // What follows such a phrase ends with the noun phrase (or a list of them: ", no ...").
  const after = (index: number, stop: RegExp) => clause.slice(index).split(stop)[0];
  for (const m of clause.matchAll(absentBefore)) {
    const missing = after(m.index + m[0].length, /[:;(]|,\s(?!no\b)/);
    found.push({ claim: { kind: 'absent', version }, names: subjectsOf(missing, releases) });
  }
  for (const m of clause.matchAll(absentAfter)) {
    found.push({
      claim: { kind: 'absent', version },
      names: subjectsOf(clause.slice(0, m.index), releases),
    });
  }
  if (found.length === 0 && !/\bnot\b|n't\b/i.test(clause)) {
    for (const m of clause.matchAll(presentBefore)) {
      const shipped = after(m.index + m[0].length, /[;(]/);
      found.push({ claim: { kind: 'present', version }, names: subjectsOf(shipped, releases) });
    }
  }
  return found;
}

/** What the installed releases say about one claim on one name; undefined if it holds. */
function contradiction(
  claim: Claim,
  name: string,
  releases: InstalledRelease[],
): string | undefined {
  for (const release of releases) {
    const has = release.names.has(name);
    const order = compare(release.version, claim.version);
    const at = `maci-contracts ${show(release.version)}`;
    switch (claim.kind) {
      case 'added':
        if (order < 0 && has) return `${at} already declares ${name}`;
        if (order >= 0 && !has) return `${at} does not declare ${name}`;
        break;
      case 'removed':
        if (claim.relation === 'before' && order >= 0 && has) return `${at} still declares ${name}`;
        if (claim.relation === 'in' && order >= 0 && has) return `${at} still declares ${name}`;
        if (claim.relation === 'in' && order < 0 && !has) return `${at} never declared ${name}`;
        if (claim.relation === 'after' && order <= 0 && !has)
          return `${at} does not declare ${name}`;
        break;
      case 'absent':
        if (order === 0 && has) return `${at} declares ${name}`;
        break;
      case 'present':
        if (order === 0 && !has) return `${at} does not declare ${name}`;
        break;
    }
  }
  if (claim.kind === 'removed' && claim.relation === 'after') {
    const latest = releases.reduce((a, b) => (compare(a.version, b.version) >= 0 ? a : b));
    if (latest.names.has(name))
      return `maci-contracts ${show(latest.version)} still declares ${name}`;
  }
  return undefined;
}

/**
 * Checks every statement of the form "X was added in / removed before / is missing from /
 * ships in release N" against the contracts and events that the installed releases declare.
 */
export function checkReleaseClaims(
  lines: { line: number; text: string }[],
  releases: InstalledRelease[],
): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  for (const { line, text: source } of lines) {
    // Read the words, not the markup: drop strong emphasis and keep only the text of links.
    const text = source.replace(/\*\*|__/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    for (const sentence of sentences(text)) {
      const sentenceVersions = versionsIn(sentence);
      for (const clause of clauses(sentence)) {
        for (const { claim, names } of claimsOf(clause, sentenceVersions, releases)) {
          for (const name of names) {
            const message = contradiction(claim, name, releases);
            if (message) problems.push({ line, claim: clause.trim(), message });
          }
        }
      }
    }
  }
  return problems;
}
