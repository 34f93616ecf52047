/**
 * Reads the glossary page's Markdown into its terms. The page is the one place the terms
 * live (its structure is described in its opening comment and in ./README.md): each `###`
 * heading is a term, the first paragraph under it its definition, and the links of its
 * section say where it is explained. An HTML comment right under the heading may add forms
 * (`aliases: a, b`) or replace the heading as the form looked for (`matches: a, b`).
 */
import type { Heading, Nodes, Paragraph, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

export interface GlossaryTerm {
  /** The heading, as written. */
  term: string;
  /** Its fragment id on the glossary page (the heading's slug). */
  slug: string;
  /** The definition as plain text. */
  definition: string;
  /** The forms looked for in the text, each lowercase, without plurals. */
  forms: string[];
  /** Where the term is explained: the section's link targets, as written. */
  links: string[];
}

/** Plain text of a node: link text kept, markup dropped. */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.type === 'html' ? '' : node.value;
  }
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

/** The fragment id Docusaurus gives a heading: lowercase, punctuation dropped, spaces as '-'. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const commentPattern = /^<!--\s*(aliases|matches)\s*:([\s\S]*?)-->$/;

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((form) => form.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean);
}

function linksOf(nodes: RootContent[]): string[] {
  const found: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'link') found.push(node.url);
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return found;
}

/** The terms of the glossary page `markdown`, in page order. Throws on a malformed entry. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const source = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const tree: Root = fromMarkdown(source);
  const terms: GlossaryTerm[] = [];
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const heading = children[i] as RootContent;
    if (heading.type !== 'heading' || (heading as Heading).depth !== 3) continue;
    const section: RootContent[] = [];
    for (let j = i + 1; j < children.length; j++) {
      const node = children[j] as RootContent;
      if (node.type === 'heading') break;
      section.push(node);
    }
    const term = plainText(heading).trim();
    let forms = [term.toLowerCase()];
    for (const node of section) {
      const match = node.type === 'html' ? commentPattern.exec(node.value.trim()) : null;
      if (!match) continue;
      const listed = listOf(match[2] ?? '');
      forms = match[1] === 'matches' ? listed : [...forms, ...listed];
    }
    const paragraph = section.find((node): node is Paragraph => node.type === 'paragraph');
    const definition = paragraph ? plainText(paragraph).replace(/\s+/g, ' ').trim() : '';
    if (!definition) throw new Error(`glossary: "${term}" has no definition paragraph`);
    const links = linksOf(section);
    if (links.length === 0) throw new Error(`glossary: "${term}" links to no explanation`);
    terms.push({ term, slug: headingSlug(term), definition, forms: [...new Set(forms)], links });
  }
  return terms;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Each term's definition as HTML text (escaped), by slug: what a tooltip's innerHTML is. */
export function definitionsHtml(terms: readonly GlossaryTerm[]): Record<string, string> {
  return Object.fromEntries(
    terms.map((term) => [
      term.slug,
      term.definition.replace(/[&<>"]/g, (c) => htmlEscapes[c] ?? c),
    ]),
  );
}
