import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import type { Root } from 'hast';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import {
  type Address,
  drawAllAtLoad,
  drawAllAtLoadScript,
  drawAllAttribute,
  drawAllOnLinkClick,
  drawAllOnRouteChange,
  drawAllOnTargetScript,
  type LoadType,
} from '../../plugins/speed/long-pages/draw-all';
import {
  drawnAttribute,
  markDrawnScript,
  markingAttribute,
} from '../../plugins/speed/long-pages/drawn';
import rehypeLongPages, {
  blockClass,
  firstMarked,
  markSkippableBlocks,
} from '../../plugins/speed/long-pages/rehype';
import rehypeMathHtml, { componentName as mathComponent } from '../../plugins/speed/math-html';
import { termClass } from '../../plugins/glossary-terms/names';

const loadTypes: (LoadType | undefined)[] = [
  'navigate',
  'reload',
  'back_forward',
  'prerender',
  undefined,
];

/** Runs the head script with the given navigation type and hash; was the flag set? */
function scriptSetsFlag(type: LoadType | undefined, hash: string): boolean {
  const set: string[] = [];
  runInNewContext(drawAllAtLoadScript, {
    performance: { getEntriesByType: () => (type ? [{ type }] : []) },
    location: { hash },
    document: { documentElement: { setAttribute: (name: string) => set.push(name) } },
  });
  assert.ok(set.every((name) => name === drawAllAttribute));
  return set.length > 0;
}

describe('long pages: when every block is drawn', () => {
  it('at load: with a hash, after a reload and through the history, not on a plain visit', () => {
    assert.equal(drawAllAtLoad('navigate', ''), false);
    assert.equal(drawAllAtLoad('prerender', ''), false);
    assert.equal(drawAllAtLoad(undefined, ''), false);
    assert.equal(drawAllAtLoad('navigate', '#x'), true);
    assert.equal(drawAllAtLoad('reload', ''), true);
    assert.equal(drawAllAtLoad('back_forward', ''), true);
  });

  it('the head script decides as drawAllAtLoad does', () => {
    for (const type of loadTypes) {
      for (const hash of ['', '#section']) {
        assert.equal(scriptSetsFlag(type, hash), drawAllAtLoad(type, hash), `${type} ${hash}`);
      }
    }
  });

  it('the head script sets nothing when the navigation timing API throws', () => {
    const set: string[] = [];
    runInNewContext(drawAllAtLoadScript, {
      performance: {
        getEntriesByType: () => {
          throw new Error('unsupported');
        },
      },
      location: { hash: '#x' },
      document: { documentElement: { setAttribute: (name: string) => set.push(name) } },
    });
    assert.deepEqual(set, []);
  });

  it('on a route change: with a hash or through the history', () => {
    assert.equal(drawAllOnRouteChange('', false), false);
    assert.equal(drawAllOnRouteChange('#x', false), true);
    assert.equal(drawAllOnRouteChange('', true), true);
  });

  /** Runs the click script, clicks a link to `href` on `page`; was the flag set? */
  function clickSetsFlag(href: string, page: string, onLink = true): boolean {
    const set: string[] = [];
    let onClick: ((event: unknown) => void) | undefined;
    const location = new URL(page);
    runInNewContext(drawAllOnTargetScript, {
      location,
      addEventListener: (type: string) => assert.equal(type, 'hashchange'),
      document: {
        addEventListener: (type: string, handler: (event: unknown) => void, capture: boolean) => {
          assert.equal(type, 'click');
          // Before any handler of the page's own: the flag must be set before the scroll.
          assert.equal(capture, true);
          onClick = handler;
        },
        documentElement: { setAttribute: (name: string) => set.push(name) },
      },
    });
    assert.ok(onClick, 'the script listens for clicks');
    const link = new URL(href, page);
    onClick({
      target: { closest: (selector: string) => (onLink && selector === 'a[href]' ? link : null) },
    });
    assert.ok(set.every((name) => name === drawAllAttribute));
    return set.length > 0;
  }

  it('on a click: a link to a target in the same document, and nothing else', () => {
    const page = 'https://maci.test/docs/spec/';
    const cases: [string, boolean][] = [
      ['#hashing', true],
      ['/docs/spec/#hashing', true],
      ['https://maci.test/docs/spec/#x', true],
      ['/docs/spec/', false],
      ['#', false],
      ['/docs/cli/#x', false],
      ['/docs/spec/?v=1#x', false],
      ['https://other.test/docs/spec/#x', false],
    ];
    for (const [href, expected] of cases) {
      const link: Address = new URL(href, page);
      assert.equal(drawAllOnLinkClick(link, new URL(page)), expected, href);
      assert.equal(clickSetsFlag(href, page), expected, `script: ${href}`);
    }
    assert.equal(clickSetsFlag('#hashing', page, false), false, 'a click outside any link');
  });

  it('the stylesheet skips blocks only while the root lacks the same flag', () => {
    const css = readFileSync(
      path.join(__dirname, '../../plugins/speed/long-pages/long-pages.css'),
      'utf8',
    );
    assert.match(css, new RegExp(`:root\\[[a-z-]+\\]:not\\(\\[${drawAllAttribute}\\]\\)`));
  });
});

describe('long pages: the drawn mark', () => {
  /** Runs the head script, then sends it one event; which attributes did it set, and where? */
  function markAfter(skipped: boolean): { root: string[]; block: string[] } {
    const root: string[] = [];
    const block: string[] = [];
    let listener: ((event: unknown) => void) | undefined;
    runInNewContext(markDrawnScript, {
      document: {
        addEventListener: (type: string, handler: (event: unknown) => void, capture: boolean) => {
          assert.equal(type, 'contentvisibilityautostatechange');
          // The event does not bubble: only a capturing listener on the document hears it.
          assert.equal(capture, true);
          listener = handler;
        },
        documentElement: { setAttribute: (name: string) => root.push(name) },
      },
    });
    assert.ok(listener, 'the script registers a listener');
    listener({ skipped, target: { setAttribute: (name: string) => block.push(name) } });
    return { root, block };
  }

  it('marks a block the browser has drawn', () => {
    assert.deepEqual(markAfter(false), { root: [markingAttribute], block: [drawnAttribute] });
  });

  it('leaves a block the browser skips as it is', () => {
    assert.deepEqual(markAfter(true), { root: [markingAttribute], block: [] });
  });

  it('the stylesheet skips blocks only under the root flag, and hides overflow until the mark', () => {
    const css = readFileSync(
      path.join(__dirname, '../../plugins/speed/long-pages/long-pages.css'),
      'utf8',
    );
    assert.match(
      css,
      new RegExp(`:root\\[${markingAttribute}\\]:not\\(\\[${drawAllAttribute}\\]\\)`),
    );
    assert.match(css, new RegExp(`&:not\\(\\[${drawnAttribute}\\]\\) \\{\\s*overflow: hidden;`));
  });
});

describe('long pages: the blocks that may be skipped', () => {
  /** Paragraphs for the first screens of a tree. */
  const fillers = (): Root['children'] =>
    Array.from({ length: firstMarked }, () => ({
      type: 'element' as const,
      tagName: 'p',
      properties: {},
      children: [],
    }));

  it('leaves the blocks of the first screens unmarked', () => {
    const tree: Root = { type: 'root', children: [...fillers(), ...fillers()] };
    markSkippableBlocks(tree);
    const marked = tree.children.map(
      (node) => node.type === 'element' && Array.isArray(node.properties.className),
    );
    assert.deepEqual(marked, [...Array(firstMarked).fill(false), ...Array(firstMarked).fill(true)]);
  });

  async function render(markdown: string, mathPlugin: unknown = rehypeMathHtml): Promise<string> {
    // Both are ES modules only; this test runs as CommonJS.
    const { evaluate } = await import('@mdx-js/mdx');
    const { default: remarkMath } = await import('remark-math');
    const { default: Content } = await evaluate(markdown, {
      ...runtime,
      remarkPlugins: [remarkMath],
      rehypePlugins: [mathPlugin as never, rehypeLongPages],
    });
    const Box = (props: object) => createElement('section', props);
    return renderToStaticMarkup(createElement(Content, { components: { Box } }));
  }

  /** The top-level elements of `html` and whether each has the class. */
  function blocks(html: string): string[] {
    const tops: string[] = [];
    let depth = 0;
    for (const [, close, tag, attributes] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
      if (close) depth--;
      else {
        if (depth === 0) tops.push(tag + (attributes.includes(blockClass) ? ' +' : ''));
        if (!['br', 'hr', 'img'].includes(tag)) depth++;
      }
    }
    return tops;
  }

  /** The blocks of the first screens, never marked (firstMarked in rehype.ts). */
  const firstScreens = Array.from({ length: firstMarked }, (_, i) => `Paragraph ${i + 1}.`);

  const page = [
    ...firstScreens,
    '# Title',
    'A paragraph.',
    '- a list',
    '> a quote',
    '```js\nconst a = 1;\n```',
    '$$\nx^2\n$$',
    'A <span className="glossary-term">term</span> in a paragraph.',
    '- a list with a <span className="glossary-term">term</span>',
    '<Box>a component</Box>',
    '<div>a div</div>',
    '---',
  ].join('\n\n');

  it('marks text, lists, quotes and display formulas; not headings, code, terms or components', async () => {
    assert.deepEqual(blocks(await render(page)), [
      ...firstScreens.map(() => 'p'),
      'h1',
      'p +',
      'ul +',
      'blockquote +',
      'pre',
      'div +',
      'p',
      'ul',
      'section',
      'div +',
      'hr +',
    ]);
  });

  it('marks display formulas of rehype-katex too (the math-html group off)', async () => {
    const html = await render([...firstScreens, '$$\nx^2\n$$'].join('\n\n'), rehypeKatex);
    const last = html.slice(html.lastIndexOf('</p>') + '</p>'.length).trim();
    assert.match(last, new RegExp(`^<[a-z]+ class="[^"]*\\b${blockClass}\\b`));
  });

  it('gives the class to the stored display formula (it passes it on), not to other components', () => {
    const tree: Root = {
      type: 'root',
      children: [
        ...fillers(),
        { type: 'mdxJsxFlowElement', name: mathComponent, attributes: [], children: [] },
        { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [] },
      ],
    };
    markSkippableBlocks(tree);
    const [formula, tabs] = tree.children.slice(firstMarked);
    assert.deepEqual(formula.type === 'mdxJsxFlowElement' && formula.attributes, [
      { type: 'mdxJsxAttribute', name: 'className', value: blockClass },
    ]);
    assert.deepEqual(tabs.type === 'mdxJsxFlowElement' && tabs.attributes, []);
  });

  it('keeps a block with a term drawn however deep the term is', () => {
    const tree: Root = {
      type: 'root',
      children: [
        ...fillers(),
        {
          type: 'element',
          tagName: 'table',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'tr',
              properties: {},
              children: [
                {
                  type: 'element',
                  tagName: 'td',
                  properties: {},
                  children: [
                    {
                      type: 'element',
                      tagName: 'span',
                      properties: { className: [termClass] },
                      children: [],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    markSkippableBlocks(tree);
    const [table] = tree.children.slice(firstMarked);
    assert.deepEqual(table.type === 'element' && table.properties, {});
  });
});
