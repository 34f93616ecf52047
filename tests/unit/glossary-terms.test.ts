// cspell:ignore ballotbox
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { glossaryTerms } from '../../config/docs';
import {
  definitionsHtml,
  headingSlug,
  parseGlossary,
  plainText,
  type GlossaryTerm,
} from '../../plugins/glossary-terms/parse';
import remarkGlossaryTerms, {
  buildMatcher,
  isMarkedPage,
  markTerms,
  withPlural,
} from '../../plugins/glossary-terms/remark';
import { tooltipClass, tooltipIdPrefix } from '../../plugins/glossary-terms/names';
import { extractPage } from '../../plugins/site-search/extract';
import { repoRoot } from '../support/docs-files';

const docsDir = glossaryTerms.docsDir;
const glossary = parseGlossary(readFileSync(glossaryTerms.glossaryFile, 'utf8'));

const term = (name: string, forms: string[] = [name.toLowerCase()]): GlossaryTerm => ({
  term: name,
  slug: headingSlug(name),
  definition: `Definition of ${name}.`,
  forms,
  links: ['./spec.md'],
});
const terms = [
  term('State'),
  term('State leaf'),
  term('Ballot'),
  term('Poll'),
  term('Quadratic voting'),
  term('Non-quadratic voting', ['non-quadratic voting', 'non-qv']),
];

interface Mark {
  text: string;
  id: string;
  describedBy: string;
}

/** The marks of a tree, in document order: the focusable word and its tooltip's id. */
function marksOf(tree: Root): Mark[] {
  const found: Mark[] = [];
  const attr = (node: { attributes: unknown[] }, name: string): unknown =>
    (node.attributes as { name: string; value: unknown }[]).find((a) => a.name === name)?.value;
  const walk = (node: Nodes): void => {
    if (node.type === 'mdxJsxTextElement' && attr(node, 'className') === 'glossary-term') {
      const [word, tip] = node.children as (typeof node)[];
      assert.ok(word && tip);
      assert.equal(attr(word, 'tabIndex'), '0');
      assert.equal(attr(tip, 'role'), 'tooltip');
      assert.equal(attr(tip, 'className'), tooltipClass);
      found.push({
        text: plainText(word),
        id: String(attr(tip, 'id')),
        describedBy: String(attr(word, 'aria-describedby')),
      });
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return found;
}

/** Parsed as MDX, as the site's pages are. */
const marked = (markdown: string): { tree: Root; marks: Mark[] } => {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown);
  markTerms(tree, buildMatcher(terms));
  return { tree, marks: marksOf(tree) };
};

describe('glossary page', () => {
  it('defines at least 30 terms, each with a definition and a link', () => {
    assert.ok(glossary.length >= 30, `${glossary.length} terms`);
    for (const entry of glossary) {
      assert.ok(entry.definition.length > 20, entry.term);
      assert.ok(entry.links.length > 0, entry.term);
    }
    assert.equal(new Set(glossary.map((t) => t.slug)).size, glossary.length, 'unique slugs');
  });

  it('links every term to a v1.x page that exists, and to a heading of it if an anchor is given', () => {
    for (const entry of glossary) {
      for (const link of entry.links) {
        const [file, anchor] = link.split('#') as [string, string | undefined];
        assert.match(file, /^\.\/[\w/-]+\.md$/, `${entry.term}: ${link}`);
        const path = join(docsDir, file);
        assert.ok(existsSync(path), `${entry.term}: ${link} (no such page)`);
        if (anchor) {
          assert.ok(headingIds(path).has(anchor), `${entry.term}: ${link} (no such heading)`);
        }
      }
    }
  });

  it('reads aliases and replacement forms from the comment under a heading', () => {
    const parsed = parseGlossary(
      [
        '---\ntitle: G\n---',
        '### Sign-up\n\n<!-- aliases: sign up, Signup -->\n\nRegistering. See [x](./a.md).',
        '### Command\n\n<!-- matches: vote command -->\n\nAn instruction, with `code`.\n\n[More](./b.md#c)',
      ].join('\n\n'),
    );
    assert.deepEqual(
      parsed.map((t) => [t.term, t.slug, t.forms, t.definition, t.links]),
      [
        ['Sign-up', 'sign-up', ['sign-up', 'sign up', 'signup'], 'Registering. See x.', ['./a.md']],
        ['Command', 'command', ['vote command'], 'An instruction, with code.', ['./b.md#c']],
      ],
    );
    assert.throws(() => parseGlossary('### Lonely\n\nNo link here.'), /links to no explanation/);
    assert.throws(() => parseGlossary('### Empty\n\n### Next'), /no definition/);
  });

  it('escapes the definitions for the tooltip HTML', () => {
    const [entry] = terms;
    assert.ok(entry);
    assert.deepEqual(definitionsHtml([{ ...entry, definition: 'a < b & "c"' }]), {
      state: 'a &lt; b &amp; &quot;c&quot;',
    });
  });
});

/** The fragment ids of a page's headings, as Docusaurus gives them (explicit `{#id}` first). */
function headingIds(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const ids = new Set<string>();
  const count = new Map<string, number>();
  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      const title = plainText(node);
      const explicit = /\{#([\w-]+)\}\s*$/.exec(title);
      if (explicit?.[1]) {
        ids.add(explicit[1]);
        return;
      }
      const slug = headingSlug(title);
      const seen = count.get(slug) ?? 0;
      count.set(slug, seen + 1);
      ids.add(seen === 0 ? slug : `${slug}-${seen}`);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(fromMarkdown(text));
  return ids;
}

describe('marking terms', () => {
  it('marks only the first use of each term on a page', () => {
    const { marks } = marked('A ballot and a poll.\n\nAnother ballot, another Poll.');
    assert.deepEqual(
      marks.map((m) => m.text),
      ['ballot', 'poll'],
    );
  });

  it('matches whole words, case-insensitively, with plurals', () => {
    assert.deepEqual(withPlural('ballot'), ['ballot', 'ballots']);
    assert.deepEqual(withPlural('state leaf'), ['state leaf', 'state leaves']);
    assert.deepEqual(withPlural('bribery'), ['bribery', 'briberies']);
    const { marks } = marked('Ballots, not ballotbox; polling is no Poll-like POLLS.');
    assert.deepEqual(
      marks.map((m) => m.text),
      ['Ballots', 'POLLS'],
    );
  });

  it('takes the longest term first, across a line break too', () => {
    const { marks } = marked(
      'Each state\nleaf belongs to the state; non-quadratic voting differs.',
    );
    assert.deepEqual(
      marks.map((m) => [m.text, m.id]),
      [
        ['state\nleaf', `${tooltipIdPrefix}state-leaf`],
        ['state', `${tooltipIdPrefix}state`],
        ['non-quadratic voting', `${tooltipIdPrefix}non-quadratic-voting`],
      ],
    );
    assert.ok(buildMatcher(terms).pattern.flags.includes('i'));
  });

  it('leaves code, headings, links and components alone', () => {
    const { tree, marks } = marked(
      [
        '## The ballot',
        'Use `ballot` or [a ballot](./x.md), or <span>ballot</span>.',
        '```text\nballot\n```',
        'Finally a ballot.',
      ].join('\n\n'),
    );
    assert.deepEqual(
      marks.map((m) => m.text),
      ['ballot'],
    );
    // The mark is in the last paragraph, after the heading, the code, the link and the span.
    const last = tree.children.at(-1);
    assert.equal(
      last?.type === 'paragraph' && marksOf({ type: 'root', children: [last] }).length,
      1,
    );
  });

  it('gives each mark a tooltip id of its own, which the word points to', () => {
    const { marks } = marked('State, state leaf, ballot, poll, quadratic voting and non-QV.');
    assert.equal(marks.length, 6);
    assert.equal(new Set(marks.map((m) => m.id)).size, marks.length);
    for (const mark of marks) assert.equal(mark.describedBy, mark.id);
  });

  it('marks the v1.x pages only, and not the glossary, partials or generated pages', () => {
    const options = { ...glossaryTerms };
    assert.ok(isMarkedPage(join(docsDir, 'key-change.md'), options));
    assert.ok(isMarkedPage(join(docsDir, 'contributing', 'index.md'), options));
    assert.ok(!isMarkedPage(glossaryTerms.glossaryFile, options));
    assert.ok(!isMarkedPage(join(docsDir, '_merge-trees.md'), options));
    assert.ok(isMarkedPage(join(docsDir, 'cli.md'), options));
    assert.ok(!isMarkedPage(join(docsDir, 'typedoc', 'index.md'), options));
    assert.ok(!isMarkedPage(join(docsDir, 'solidity-docs', 'MACI.md'), options));
    assert.ok(!isMarkedPage(join(repoRoot, 'versioned_docs', 'version-v0.x', 'spec.md'), options));

    const transform = remarkGlossaryTerms(glossaryTerms);
    const run = (path: string): Root => {
      const tree = fromMarkdown('A ballot in a poll.');
      transform(tree, { path });
      return tree;
    };
    assert.equal(marksOf(run(glossaryTerms.glossaryFile)).length, 0);
    assert.equal(marksOf(run(join(repoRoot, 'versioned_docs', 'version-v0.x', 'a.md'))).length, 0);
    const page = run(join(docsDir, 'a.md'));
    assert.equal(marksOf(page).length, 2);
    // The page imports the definitions module the tooltips take their text from.
    assert.equal(page.children[0]?.type, 'mdxjsEsm');
  });
});

describe('search', () => {
  it('does not index the definitions beside marked terms', () => {
    const page = extractPage(
      `<html><body><main><article><div class="markdown"><header><h1>Key change</h1></header>
      <p>A <span class="glossary-term"><span tabindex="0" aria-describedby="glossary-tip-ballot">ballot</span><span role="tooltip" id="glossary-tip-ballot" class="${tooltipClass}">A record of votes.</span></span> here.</p>
      </div></article></main></body></html>`,
    );
    assert.deepEqual(page?.sections, [{ heading: '', anchor: '', text: 'A ballot here.' }]);
  });
});
