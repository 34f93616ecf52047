/**
 * The hand-written causes and fixes: Markdown partials (`_errors-*.md`) beside the errors
 * page, one `##` section per entry, keyed as plugins/error-reference/README.md says.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, InlineCode, Paragraph, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The plain text of a node: its text and code values, in order. */
export function toString(node: unknown): string {
  const { value, children } = node as { value?: unknown; children?: unknown[] };
  if (typeof value === 'string') return value;
  return Array.isArray(children) ? children.map(toString).join('') : '';
}

export const explanationFilePattern = /^_errors-[a-z0-9-]+\.md$/;

export interface Explanation {
  key: string;
  /** File name the section is in, for messages. */
  file: string;
  /** The explicit id of a `## Title {#id}` heading (toolchain entries). */
  id?: string;
  /** The `**Looks like:**` line's code spans (toolchain entries). */
  looksLike: string[];
  /** The section's content, the `**Looks like:**` line left out. */
  nodes: RootContent[];
}

const explicitId = /\s*\{#([a-z0-9-]+)\}\s*$/;

function looksLikeOf(node: RootContent): string[] | undefined {
  if (node.type !== 'paragraph') return undefined;
  const [first] = node.children;
  if (first?.type !== 'strong' || toString(first).trim() !== 'Looks like:') return undefined;
  return node.children
    .filter((child): child is InlineCode => child.type === 'inlineCode')
    .map((child) => child.value);
}

/** The sections of one partial's Markdown. Text before the first `##` is ignored (a comment). */
export function parseExplanations(markdown: string, file: string): Explanation[] {
  const tree = fromMarkdown(markdown);
  const out: Explanation[] = [];
  let current: Explanation | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      const text = toString(node as Heading).trim();
      const match = explicitId.exec(text);
      current = {
        key: match ? text.slice(0, match.index).trim() : text,
        file,
        id: match?.[1],
        looksLike: [],
        nodes: [],
      };
      out.push(current);
      continue;
    }
    if (!current) continue;
    const looksLike = looksLikeOf(node);
    if (looksLike) current.looksLike.push(...looksLike);
    else current.nodes.push(stripPositions(node));
  }
  return out;
}

/** Positions point into the partial, not the page: drop them so tools do not mislead. */
function stripPositions<T extends RootContent>(node: T): T {
  const copy = { ...node } as T & { position?: unknown; children?: RootContent[] };
  delete copy.position;
  if (Array.isArray(copy.children))
    copy.children = copy.children.map((child) => stripPositions(child));
  return copy;
}

/** Every section of every partial in `docsDir`, keyed; a key written twice is an error. */
/** The partials' paths in `docsDir`, sorted. */
export function explanationFiles(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir)
    .filter((name) => explanationFilePattern.test(name))
    .sort()
    .map((name) => path.join(docsDir, name));
}

export function readExplanations(docsDir: string): Map<string, Explanation> {
  const map = new Map<string, Explanation>();
  for (const filePath of explanationFiles(docsDir)) {
    const file = path.basename(filePath);
    const markdown = fs.readFileSync(filePath, 'utf8');
    for (const explanation of parseExplanations(markdown, file)) {
      const previous = map.get(explanation.key);
      if (previous)
        throw new Error(
          `error-reference: "${explanation.key}" is explained in ${previous.file} and ${file}`,
        );
      map.set(explanation.key, explanation);
    }
  }
  return map;
}

/** The paragraph that starts with the given strong label (`Cause.`, `Fix.`), if any. */
export function labelledParagraph(nodes: RootContent[], label: string): Paragraph | undefined {
  return nodes.find(
    (node): node is Paragraph =>
      node.type === 'paragraph' &&
      node.children[0]?.type === 'strong' &&
      toString(node.children[0]).trim() === label,
  );
}
