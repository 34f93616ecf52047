/**
 * Renders the error reference as Markdown syntax tree nodes: the lookup box, then one
 * anchored entry per contract error, OpenZeppelin family, CLI message and toolchain failure,
 * each with its generated facts and its hand-written cause and fix. Pure.
 */
import type { Heading, Link, Paragraph, PhrasingContent, RootContent, Strong, Text } from 'mdast';
import { contractAnchor, familyAnchor, rejectedAnchor } from './anchors';
import { cliAnchor, type CliMessage } from './cli-messages';
import { familyOf, type ContractError } from './contract-errors';
import { labelledParagraph, type Explanation } from './explanations';
import type { LookupEntry } from './lookup';
import { printedAs, type RejectedMessages } from './rejected-messages';

export interface ErrorReferenceData {
  contractErrors: ContractError[];
  cliMessages: CliMessage[];
  explanations: Map<string, Explanation>;
  /** Releases of maci-contracts that were read, oldest first; the last is the documented one. */
  contractReleases: string[];
  cliVersion: string;
  /** The reasons `genProofs` prints for rejected messages (maci-core's `ProcessMessageErrors`). */
  rejected: RejectedMessages;
  coreVersion: string;
}

export interface RenderOptions {
  /** Link to a contract source's reference page, from the errors page; undefined: no page. */
  contractPage: (source: string) => string | undefined;
  /** Link to a subcommand's entry in the CLI reference, from the errors page. */
  subcommandLink: (name: string) => string;
  /** Name of the lookup component the page imports. */
  lookupComponent: string;
}

const text = (value: string): Text => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): Strong => ({ type: 'strong', children: [text(value)] });
const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

function heading(depth: 2 | 3 | 4, children: PhrasingContent[], id: string): Heading {
  return { type: 'heading', depth, children, data: { hProperties: { id } } };
}

/** `a, b and c` from phrasing pieces. */
function list(items: PhrasingContent[][]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(text(i === items.length - 1 ? ' and ' : ', '));
    out.push(...item);
  });
  return out;
}

/** Anchors of CLI messages, unique: texts that differ only in case get a number. */
export function cliAnchors(messages: CliMessage[]): Map<CliMessage, string> {
  const used = new Map<string, number>();
  const out = new Map<CliMessage, string>();
  const ordered = [...messages].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const message of ordered) {
    const base = cliAnchor(message.key);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    out.set(message, count === 0 ? base : `${base}-${count + 1}`);
  }
  return out;
}

/** What each entry needs an explanation for: the keys the tests and the build check. */
export function requiredKeys(
  data: Pick<ErrorReferenceData, 'contractErrors' | 'cliMessages' | 'rejected'>,
) {
  const contract = new Set<string>();
  const families = new Set<string>();
  for (const error of data.contractErrors) {
    const family = familyOf(error);
    if (family) families.add(family);
    else contract.add(error.name);
  }
  return {
    contract: [...contract],
    families: [...families],
    cli: [...new Set(data.cliMessages.map((m) => m.key))],
    rejected: data.rejected.reasons.map((r) => printedAs(data.rejected, r.reason)),
  };
}

/** The labelled paragraphs each kind of section needs, in the order they are written. */
export const sectionLabels = {
  default: ['Cause.', 'Fix.'],
  /** A rejected message's reason: what it means, whether it is expected, what to do. */
  rejected: ['Cause.', 'Expected?', 'Fix.'],
} as const;

/** Fails with every missing or unknown key, so that an upgrade of a package cannot go unnoticed. */
export function checkExplanations(data: ErrorReferenceData): void {
  const keys = requiredKeys(data);
  const others = new Set([...keys.contract, ...keys.families, ...keys.cli]);
  const rejected = new Set(keys.rejected);
  const wanted = new Set([...others, ...rejected]);
  const problems = keys.rejected
    .filter((key) => others.has(key))
    .map((key) => `the reason "${key}" is also the key of another entry`);
  problems.push(
    ...[...wanted]
      .filter((key) => !data.explanations.has(key))
      .map((key) => `no section "## ${key}"`),
  );
  for (const { key, file, id, looksLike, nodes } of data.explanations.values()) {
    if (!id && !wanted.has(key))
      problems.push(`"## ${key}" in ${file} names no error of the installed packages`);
    if (id && looksLike.length === 0)
      problems.push(`"${key}" (${file}) has no **Looks like:** line`);
    for (const label of sectionLabels[rejected.has(key) ? 'rejected' : 'default'])
      if (!labelledParagraph(nodes, label))
        problems.push(`"${key}" (${file}) has no paragraph starting **${label}**`);
  }
  if (problems.length > 0)
    throw new Error(
      `error-reference: the explanations do not match the packages:\n- ${problems.join('\n- ')}`,
    );
}

/** A contract error's heading: its name and selector, the two things a reader searches by. */
function contractHeading(error: ContractError): PhrasingContent[] {
  return [text(`${error.name} `), code(error.selector)];
}

function releaseNote(error: ContractError, latest: string): PhrasingContent[] {
  if (error.releases.includes(latest)) return [];
  return [
    strong(`Only in maci-contracts ${error.releases.join(' and ')}`),
    text(': '),
    text(`${latest} no longer has it. `),
  ];
}

function contractFacts(
  error: ContractError,
  latest: string,
  options: Pick<RenderOptions, 'contractPage'>,
): RootContent[] {
  const facts: PhrasingContent[] = [
    ...releaseNote(error, latest),
    strong('Signature'),
    text(' '),
    code(error.signature),
    text(`, selector ${error.selector}.`),
  ];
  const abis = error.abis.map((name) => [code(name)]);
  const raisers = error.raisedBy.map((site) => {
    const label = [code(`${site.contract}.${site.member}`)];
    if (site.kind === 'modifier') label.push(text(' (modifier)'));
    const page = options.contractPage(site.source);
    return page ? [link(page, label)] : label;
  });
  const nodes: RootContent[] = [paragraph(facts)];
  const lines: PhrasingContent[] = [];
  if (abis.length > 0) lines.push(strong('In the ABI of'), text(' '), ...list(abis), text('.'));
  lines.push(text(' '));
  if (raisers.length > 0) lines.push(strong('Reverted in'), text(' '), ...list(raisers), text('.'));
  else
    lines.push(strong('Reverted in'), text(' no function of this release: it is declared only.'));
  nodes.push(paragraph(lines));
  return nodes;
}

function explanationNodes(key: string, explanations: Map<string, Explanation>): RootContent[] {
  const explanation = explanations.get(key);
  if (!explanation) throw new Error(`error-reference: no explanation for "${key}"`);
  return explanation.nodes;
}

/** An MDX element with string attributes, as MDX's parser would make it for `<Name a="…" />`. */
function jsxElement(name: string, attributes: Record<string, string>): RootContent {
  const element = {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children: [],
  };
  return element as unknown as RootContent;
}

/** The lookup box's index: what each entry can be recognized by in pasted text. */
export function lookupEntries(data: ErrorReferenceData): LookupEntry[] {
  const anchors = cliAnchors(data.cliMessages);
  const entries: LookupEntry[] = data.contractErrors.map((error) => ({
    id: contractAnchor(error.name),
    label: error.signature,
    selector: error.selector,
    name: error.name,
  }));
  for (const message of data.cliMessages)
    entries.push({ id: anchors.get(message) ?? '', label: message.key, message: message.key });
  for (const { member, reason } of data.rejected.reasons)
    entries.push({
      id: rejectedAnchor(member),
      label: reason,
      rejected: printedAs(data.rejected, reason),
    });
  for (const explanation of data.explanations.values())
    if (explanation.id)
      entries.push({
        id: explanation.id,
        label: explanation.key,
        looksLike: explanation.looksLike,
      });
  return entries;
}

/** The lookup box: the page's component; it loads the index of the entries when used. */
export function renderLookup(component: string): RootContent {
  return jsxElement(component, {});
}

/** Every entry, anchored, with its facts and its cause and fix (the Markdown twin's part). */
export function renderErrorList(
  data: ErrorReferenceData,
  options: Omit<RenderOptions, 'lookupComponent'>,
): RootContent[] {
  checkExplanations(data);
  const latest = data.contractReleases[data.contractReleases.length - 1];
  const older = data.contractReleases.slice(0, -1);
  const own = data.contractErrors.filter((e) => !familyOf(e));
  const inherited = data.contractErrors.filter((e) => familyOf(e));
  const inLatest = data.contractErrors.filter((e) => e.releases.includes(latest)).length;
  const out: RootContent[] = [];

  out.push(heading(2, [text('Contract errors')], 'contract-errors'));
  out.push(
    paragraph([
      text(
        `The ABIs of maci-contracts ${latest} carry ${inLatest} custom errors: ${own.filter((e) => e.releases.includes(latest)).length} of MACI's own and ${inherited.length} from OpenZeppelin, listed after them. `,
      ),
      ...(older.length > 0
        ? [
            text(
              `${own.length - own.filter((e) => e.releases.includes(latest)).length} more were in maci-contracts ${older.join(' and ')} only, and are marked so. `,
            ),
          ]
        : []),
      text(
        'Each entry gives the selector (the first four bytes of the revert data), the contracts whose ABI has the error, and the functions whose code reverts with it.',
      ),
    ]),
  );
  for (const error of own) {
    out.push(heading(3, contractHeading(error), contractAnchor(error.name)));
    out.push(...contractFacts(error, latest, options));
    out.push(...explanationNodes(error.name, data.explanations));
  }

  out.push(heading(2, [text('OpenZeppelin errors')], 'openzeppelin-errors'));
  out.push(
    paragraph([
      text(
        'These errors come with the OpenZeppelin contracts that MACI builds on. Each family has one explanation, followed by its errors.',
      ),
    ]),
  );
  const families = [...new Set(inherited.map((e) => familyOf(e) as string))].sort();
  for (const family of families) {
    out.push(heading(3, [text(family)], familyAnchor(family)));
    out.push(...explanationNodes(family, data.explanations));
    for (const error of inherited.filter((e) => familyOf(e) === family)) {
      out.push(heading(4, contractHeading(error), contractAnchor(error.name)));
      out.push(...contractFacts(error, latest, options));
    }
  }

  const anchors = cliAnchors(data.cliMessages);
  out.push(heading(2, [text('CLI messages')], 'cli-messages'));
  out.push(
    paragraph([
      text(
        `maci-cli ${data.cliVersion} stops with one of these ${data.cliMessages.length} messages when a check fails. Most are printed after `,
      ),
      code('[✗]'),
      text('; each entry names the subcommands that can print it.'),
    ]),
  );
  for (const message of data.cliMessages) {
    out.push(heading(3, [text(message.key)], anchors.get(message) ?? cliAnchor(message.key)));
    const printed = message.printed === 'logError' ? `[✗] ${message.key}` : message.key;
    const by =
      message.subcommands.length > 0
        ? [
            strong('Printed by'),
            text(' '),
            ...list(
              message.subcommands.map((name) => [link(options.subcommandLink(name), [code(name)])]),
            ),
            text('.'),
          ]
        : [
            strong('Printed by'),
            text(
              ' no subcommand: only the package\u2019s functions, called from your own scripts, throw it.',
            ),
          ];
    out.push(paragraph([strong('Shown as'), text(' '), code(printed), text('. '), ...by]));
    out.push(...explanationNodes(message.key, data.explanations));
  }

  out.push(...rejectedList(data));

  const toolchain = [...data.explanations.values()].filter((e) => e.id);
  out.push(heading(2, [text('Toolchain failures')], 'toolchain-failures'));
  out.push(
    paragraph([
      text(
        'These failures come from the tools around MACI (circuits, provers, Hardhat, the node) rather than from its contracts or CLI checks.',
      ),
    ]),
  );
  for (const entry of toolchain) {
    out.push(heading(3, [text(entry.key)], entry.id as string));
    out.push(
      paragraph([
        strong('Looks like'),
        text(' '),
        ...list(entry.looksLike.map((v) => [code(v)])),
        text('.'),
      ]),
    );
    out.push(...entry.nodes);
  }
  return out;
}

/** The rejected messages' section: one entry per reason of the installed maci-core. */
function rejectedList(data: ErrorReferenceData): RootContent[] {
  const { rejected } = data;
  const out: RootContent[] = [heading(2, [text('Rejected messages')], 'rejected-messages')];
  out.push(
    paragraph([
      text('For each vote message that processing rejects, '),
      code('genProofs'),
      text(' prints a line such as '),
      code(printedAs(rejected, rejected.reasons.find((r) => r.raisedIn.length > 0)?.reason ?? '')),
      text(
        `, where the number is the message's position in the poll and the reason is one of the ${rejected.reasons.length} values of maci-core ${data.coreVersion}'s `,
      ),
      code('ProcessMessageErrors'),
      text(
        '. The lines come newest message first, and the command carries on: a rejected message changes no vote, and the proofs still cover it. Most of these lines are the rules of MACI at work; each entry says when one points to a problem.',
      ),
    ]),
  );
  for (const { member, reason, raisedIn } of rejected.reasons) {
    const printed = printedAs(rejected, reason);
    out.push(heading(3, [text(printed)], rejectedAnchor(member)));
    out.push(
      paragraph([
        strong('Reason'),
        text(' '),
        code(reason),
        text(`, the value ${member} of `),
        code('ProcessMessageErrors'),
        text('. '),
        ...(raisedIn.length > 0
          ? [
              strong('Raised in'),
              text(' '),
              ...list(raisedIn.map((site) => [code(site)])),
              text(' of maci-core.'),
            ]
          : [
              strong('Raised in'),
              text(` no check of maci-core ${data.coreVersion}: the value is declared only.`),
            ]),
      ]),
    );
    out.push(...explanationNodes(printed, data.explanations));
  }
  return out;
}
