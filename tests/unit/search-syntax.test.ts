// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexTypes, parseSearchSyntax } from '../../plugins/search-query-syntax/syntax';

describe('search syntax', () => {
  it('leaves plain words to the default search', () => {
    for (const input of [
      'poll',
      'key change',
      'state-root transition',
      'v1.2.0 release',
      '',
      '   ',
    ]) {
      assert.equal(parseSearchSyntax(input), undefined, input);
    }
  });

  it('passes required, prohibited, wildcard, edit distance and boost terms to lunr', () => {
    assert.deepEqual(parseSearchSyntax('+poll -tally vote* procesing~1 key^10'), {
      query: '+poll -tally vote* procesing~1 key^10',
      indexes: undefined,
      highlight: ['poll', 'vote', 'procesing', 'key'],
    });
  });

  it('turns field prefixes into the indexes to search', () => {
    assert.deepEqual(parseSearchSyntax('title:Poll'), {
      query: 'poll',
      indexes: [indexTypes.title],
      highlight: ['poll'],
    });
    assert.deepEqual(parseSearchSyntax('heading:signup +content:gatekeeper')?.indexes, [
      indexTypes.heading,
      indexTypes.description,
      indexTypes.content,
    ]);
  });

  it('rejects what lunr would misread, so the default search takes it', () => {
    for (const input of [
      'a:b:c',
      'author:me',
      '++poll',
      'poll~x',
      '"+poll',
      '+<script>',
      '-',
      '+',
      `+${'a'.repeat(300)}`,
    ]) {
      assert.equal(parseSearchSyntax(input), undefined, input);
    }
  });
});
