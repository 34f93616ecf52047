// cspell:words procesing vkreg genkeypair tallyfactory topap -- identifiers as the index stores them, and a typo
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildIndex, type IndexedPage } from '../../plugins/site-search/build-index';
import { SearchEngine, snippet, type ResultGroup } from '../../plugins/site-search/engine';
import { extractPage } from '../../plugins/site-search/extract';
import { pageKinds } from '../../plugins/site-search/format';
import { appendNewPages } from '../../plugins/site-search/merge';
import { firstFrameGroups } from '../../plugins/site-search/first-frame';
import { parseSearchSyntax } from '../../plugins/site-search/syntax';
import { joinedPairs, processTerm, wordParts } from '../../plugins/site-search/tokenize';

const limits = { pages: 8, sectionsPerPage: 3, snippetLength: 50 };

/** A small site: prose pages, generated reference pages, a blog post. */
const pages: IndexedPage[] = [
  {
    url: '/docs/topup/',
    kind: pageKinds.docs,
    page: {
      title: 'Topup',
      sections: [
        { heading: '', anchor: '', text: 'Voters can add voice credits during a poll.' },
        { heading: 'Voice credits', anchor: 'voice-credits', text: 'Each topup adds credits.' },
      ],
    },
  },
  {
    url: '/docs/primitives/',
    kind: pageKinds.docs,
    page: {
      title: 'Primitives',
      sections: [
        { heading: '', anchor: '', text: 'The building blocks of the protocol.' },
        {
          heading: 'Poseidon',
          anchor: 'poseidon',
          text: 'Poseidon is a hash function for circuits; every tree hashes with it.',
        },
        {
          heading: 'Key pair',
          anchor: 'key-pair',
          text: 'A key pair is a private key and its public key.',
        },
        { heading: 'Ballot', anchor: 'ballot', text: 'A ballot records the votes of one voter.' },
        {
          heading: 'State leaf',
          anchor: 'state-leaf',
          text: 'A state leaf holds a public key and a balance.',
        },
      ],
    },
  },
  {
    url: '/docs/cli/',
    kind: pageKinds.docs,
    page: {
      title: 'Command-line interface',
      sections: [
        { heading: '', anchor: '', text: 'Deploy contracts and run polls from a terminal.' },
        { heading: 'genKeypair', anchor: 'genkeypair', text: 'Prints a new keypair.' },
        {
          heading: 'Deploy a poll',
          anchor: 'deploy-a-poll',
          text: 'The coordinator deploys a poll.',
        },
      ],
    },
  },
  ...['hashLeftRight', 'hash2', 'hash3', 'hash4', 'hash5', 'poseidonHash'].map(
    (name): IndexedPage => ({
      url: `/docs/typedoc/crypto/functions/${name}/`,
      kind: pageKinds.reference,
      page: {
        title: `Function: ${name}`,
        sections: [
          { heading: '', anchor: '', text: '' },
          { heading: 'Poseidon hash parameters', anchor: 'parameters', text: '' },
        ],
      },
    }),
  ),
  {
    url: '/docs/solidity-docs/Tally/',
    kind: pageKinds.reference,
    page: {
      title: 'Tally',
      sections: [
        { heading: '', anchor: '', text: '' },
        { heading: 'tallyVotes', anchor: 'tallyvotes', text: '' },
      ],
    },
  },
  {
    url: '/docs/solidity-docs/TallyFactory/',
    kind: pageKinds.reference,
    page: { title: 'TallyFactory', sections: [{ heading: '', anchor: '', text: '' }] },
  },
  {
    url: '/blog/release/',
    kind: pageKinds.blog,
    page: {
      title: 'A release',
      sections: [
        { heading: '', anchor: '', text: 'This release makes topups cheaper. '.repeat(4) },
      ],
    },
  },
];

async function engineFor(complete = true): Promise<SearchEngine> {
  const { outline, text } = buildIndex(pages);
  const engine = new SearchEngine(outline);
  if (complete) await engine.addText(text);
  return engine;
}

const urls = (groups: ResultGroup[]) => groups.map((group) => group.url);

describe('search syntax', () => {
  it('leaves plain words to the plain search', () => {
    for (const input of [
      'poll',
      'key change',
      'state-root transition',
      'v1.2.0 release',
      '',
      ' ',
    ]) {
      assert.equal(parseSearchSyntax(input), undefined, input);
    }
  });

  it('reads required, prohibited, wildcard, edit distance, boost and field clauses', () => {
    assert.deepEqual(parseSearchSyntax('+poll -tally vote* procesing~1 key^10 title:Poll'), [
      {
        presence: 'required',
        term: 'poll',
        fields: undefined,
        prefix: false,
        distance: 0,
        boost: 1,
      },
      {
        presence: 'prohibited',
        term: 'tally',
        fields: undefined,
        prefix: false,
        distance: 0,
        boost: 1,
      },
      {
        presence: 'optional',
        term: 'vote',
        fields: undefined,
        prefix: true,
        distance: 0,
        boost: 1,
      },
      {
        presence: 'optional',
        term: 'procesing',
        fields: undefined,
        prefix: false,
        distance: 1,
        boost: 1,
      },
      {
        presence: 'optional',
        term: 'key',
        fields: undefined,
        prefix: false,
        distance: 0,
        boost: 10,
      },
      {
        presence: 'optional',
        term: 'Poll',
        fields: ['title'],
        prefix: false,
        distance: 0,
        boost: 1,
      },
    ]);
    assert.deepEqual(parseSearchSyntax('content:gatekeeper')?.[0]?.fields, ['text']);
  });

  it('hands what it cannot read to the plain search', () => {
    for (const input of [
      'a:b:c',
      'author:me',
      '++poll',
      'poll~x',
      '"+poll',
      '+<script>',
      '-',
      '+',
      'poll~99999',
      `+${'a'.repeat(300)}`,
    ]) {
      assert.equal(parseSearchSyntax(input), undefined, input);
    }
  });
});

describe('search terms', () => {
  it('drops function words and stems the rest', () => {
    assert.equal(processTerm('How'), null);
    assert.equal(processTerm('ballots'), processTerm('ballot'));
    assert.equal(processTerm('Voting'), processTerm('votes'));
  });

  it('joins two words that the site also writes as one', () => {
    const vocabulary = new Set(['topup', 'keypair']);
    assert.deepEqual(joinedPairs('how to top up with a key pair', vocabulary), [
      'topup',
      'keypair',
    ]);
    assert.deepEqual(joinedPairs('top up'), ['topup']);
  });

  it('splits code words into their parts', () => {
    assert.equal(
      wordParts('MessageProcessor and VK_REGISTRY and poll'),
      'Message Processor VK REGISTRY',
    );
  });
});

describe('page extraction', () => {
  const html = (body: string) =>
    `<html><body><nav>Menu</nav><main>${body}</main><footer>Footer</footer></body></html>`;

  it('reads the title and one section per heading, without what is not prose', () => {
    const page = extractPage(
      html(`<article><nav class="theme-doc-breadcrumbs">Home</nav><div class="markdown"><header><h1>Key change</h1></header>
        <p>Opening <span class="katex"><span class="katex-mathml">x</span><span class="katex-html">xx</span></span> text.</p>
        <h2 id="how">How it works<a class="hash-link" href="#how">#</a></h2><p>Newest first.</p><button>Copy</button>
        <h3 id="nonce">Nonce</h3><ul><li>One</li><li>Two</li></ul></div></article>`),
    );
    assert.deepEqual(page, {
      title: 'Key change',
      sections: [
        { heading: '', anchor: '', text: 'Opening x text.' },
        { heading: 'How it works', anchor: 'how', text: 'Newest first.' },
        { heading: 'Nonce', anchor: 'nonce', text: 'One Two' },
      ],
    });
  });

  it('keeps only headings of reference pages and skips lists of pages', () => {
    const page = extractPage(
      html('<article><h1>Poll</h1><p>Text</p><h3 id="a">publishMessage</h3><p>More</p></article>'),
      {
        headingsOnly: true,
      },
    );
    assert.deepEqual(
      page?.sections.map((s) => [s.heading, s.text]),
      [
        ['', ''],
        ['publishMessage', ''],
      ],
    );
    assert.equal(
      extractPage(html('<article><h1>A</h1></article><article><h1>B</h1></article>')),
      undefined,
    );
    assert.equal(extractPage('<html><body><p>No main</p></body></html>'), undefined);
  });
});

describe('index files', () => {
  it('puts titles and prose headings in the outline, and the rest in the text file', () => {
    const { outline, text } = buildIndex(pages);
    assert.equal(outline.id, text.id);
    assert.equal(outline.pages.length, pages.length);
    const headings = outline.sections.map(([, heading]) => heading);
    assert.ok(headings.includes('Poseidon'));
    assert.ok(!headings.includes('tallyVotes'), 'reference headings wait for the text file');
    assert.ok(text.sections.some(([, heading]) => heading === 'tallyVotes'));
    assert.equal(text.text.length, outline.sections.length + text.sections.length);
    // "key pair" is also written "keypair" on this site: the heading's compounds say so.
    const keyPair = outline.sections.find(([, heading]) => heading === 'Key pair');
    assert.equal(keyPair?.[3], 'keypair');
  });
});

describe('search engine', () => {
  it('lists each page once, with at most the allowed sections beneath it', async () => {
    const engine = await engineFor();
    for (const query of ['poseidon hash', 'key', 'poll', 'voice credits', 'tally']) {
      const groups = engine.search(query, { ...limits, pages: 3, sectionsPerPage: 1 });
      assert.ok(groups.length <= 3, query);
      assert.equal(new Set(urls(groups)).size, groups.length, `${query}: a page twice`);
      for (const group of groups) {
        assert.ok(group.rows.length <= 2, query);
        assert.equal(group.rows[0].url, group.url);
        for (const row of group.rows.slice(1))
          assert.ok(row.url.startsWith(`${group.url}#`), row.url);
      }
    }
  });

  it('ranks prose above the generated reference for plain words, not for code words', async () => {
    const engine = await engineFor();
    assert.equal(urls(engine.search('poseidon hash', limits))[0], '/docs/primitives/');
    assert.equal(urls(engine.search('tallyVotes', limits))[0], '/docs/solidity-docs/Tally/');
    assert.equal(
      urls(engine.search('hashLeftRight', limits))[0],
      '/docs/typedoc/crypto/functions/hashLeftRight/',
    );
  });

  it('finds one-word spellings from two words and back', async () => {
    const engine = await engineFor();
    assert.equal(urls(engine.search('top up', limits))[0], '/docs/topup/');
    assert.ok(urls(engine.search('keypair', limits)).slice(0, 2).includes('/docs/primitives/'));
    assert.ok(urls(engine.search('what is a ballot', limits)).includes('/docs/primitives/'));
  });

  it('answers from the outline first, and from the text once it is added', async () => {
    const engine = await engineFor(false);
    assert.equal(engine.complete, false);
    assert.deepEqual(urls(engine.search('Poseidon', limits)).slice(0, 1), ['/docs/primitives/']);
    assert.deepEqual(urls(engine.search('cheaper', limits)), []);
    await engine.addText(buildIndex(pages).text);
    assert.equal(engine.complete, true);
    assert.deepEqual(urls(engine.search('cheaper', limits)), ['/blog/release/']);
  });

  it('refuses a text file from another build', async () => {
    const engine = await engineFor(false);
    const { text } = buildIndex(pages);
    await assert.rejects(engine.addText({ ...text, id: 'other' }), /do not belong together/);
  });

  it('applies the syntax', async () => {
    const engine = await engineFor();
    const titles = engine.search('title:tally', limits);
    assert.deepEqual(urls(titles), ['/docs/solidity-docs/Tally/']);
    assert.ok(
      titles.every((group) => group.rows.length === 1),
      'a title match lists no sections',
    );
    assert.deepEqual(urls(engine.search('title:tally*', limits)).sort(), [
      '/docs/solidity-docs/Tally/',
      '/docs/solidity-docs/TallyFactory/',
    ]);
    assert.deepEqual(urls(engine.search('+title:tally* -title:tallyfactory', limits)), [
      '/docs/solidity-docs/Tally/',
    ]);
    assert.deepEqual(urls(engine.search('title:topap', limits)), []);
    assert.deepEqual(urls(engine.search('title:topap~1', limits)), ['/docs/topup/']);
    assert.equal(urls(engine.search('title:topup^10 title:primitives', limits))[0], '/docs/topup/');
    assert.equal(
      urls(engine.search('title:topup title:primitives^10', limits))[0],
      '/docs/primitives/',
    );
  });

  it('shows snippets of at most 50 characters with the matched words marked', async () => {
    const engine = await engineFor();
    const row = engine.search('hash function', limits)[0]?.rows[1];
    const shown = row?.snippet.map((s) => s.text).join('') ?? '';
    assert.ok(shown.replace(/^…|…$/g, '').length <= 50, shown);
    assert.ok(
      row?.snippet.some((s) => s.mark && /hash/i.test(s.text)),
      shown,
    );
    assert.deepEqual(snippet('short text', new Set(['absent']), 50), []);
  });
});

describe('results arriving late', () => {
  it('keeps the rows shown and adds new pages below them', async () => {
    const engine = await engineFor();
    const [a, b, c] = engine.search('poll key voice', limits);
    assert.ok(a && b && c);
    assert.deepEqual(appendNewPages([b, a], [a, c, b], 8), [b, a, c]);
    assert.deepEqual(appendNewPages([b, a], [a, c, b], 2), [b, a]);
  });
});

describe("the rows drawn in a keystroke's frame", () => {
  /** A group of the page numbered `page` with `rows` rows (the page and its sections). */
  const group = (page: number, rows: number): ResultGroup => {
    const row = (section: number) => ({
      section,
      url: `/p${page}/#${section}`,
      label: [],
      snippet: [],
    });
    return {
      page,
      url: `/p${page}/`,
      title: `Page ${page}`,
      kind: pageKinds.docs,
      rows: [row(0), ...Array.from({ length: rows - 1 }, (_, i) => row(i + 1))],
    };
  };
  const groups = [group(1, 4), group(2, 4), group(3, 1), group(4, 4), group(5, 4)];

  it('takes whole groups from the top until they hold the rows asked for', () => {
    assert.deepEqual(firstFrameGroups(groups, 8), groups.slice(0, 2));
    assert.deepEqual(firstFrameGroups(groups, 9), groups.slice(0, 3));
    // The group that crosses the count comes whole: no page is drawn without its sections.
    assert.deepEqual(firstFrameGroups(groups, 10), groups.slice(0, 4));
    assert.deepEqual(firstFrameGroups(groups, 1), groups.slice(0, 1));
  });

  it('takes every group when they hold fewer rows than asked for', () => {
    assert.deepEqual(firstFrameGroups(groups, 100), groups);
    assert.deepEqual(firstFrameGroups([], 12), []);
  });
});
