import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CSSProperties } from 'react';
import type { Props } from '@theme/CodeBlock/Line';
import { sameLine } from '../../plugins/speed/theme-components/theme/CodeBlock/Line/same-line';
import {
  styleAttribute,
  tokensHtml,
} from '../../plugins/speed/theme-components/theme/CodeBlock/Line/tokens-html';

const line: Props['line'] = [{ types: ['plain'], content: 'maci' }];
const getLineProps: Props['getLineProps'] = () => ({ className: 'token-line' });
const getTokenProps: Props['getTokenProps'] = () => ({ className: 'token', children: '' });
const props = {
  line,
  classNames: ['highlighted'],
  showLineNumbers: false,
  getLineProps,
  getTokenProps,
};

describe('memoized code line', () => {
  it('skips a re-render when the tokens, getters and class names are the same', () => {
    assert.equal(sameLine(props, { ...props, classNames: ['highlighted'] }), true);
    assert.equal(
      sameLine({ ...props, classNames: undefined }, { ...props, classNames: undefined }),
      true,
    );
  });

  it('re-renders when any of them changes', () => {
    assert.equal(sameLine(props, { ...props, line: [...line] }), false);
    assert.equal(sameLine(props, { ...props, classNames: ['other'] }), false);
    assert.equal(sameLine(props, { ...props, classNames: undefined }), false);
    assert.equal(sameLine(props, { ...props, showLineNumbers: true }), false);
    assert.equal(
      sameLine(props, { ...props, getTokenProps: () => ({ className: 'token', children: '' }) }),
      false,
    );
  });
});

describe('code line tokens as HTML', () => {
  const styled: Props['getTokenProps'] = ({ token }) => ({
    className: `token ${token.types.join(' ')}`,
    children: token.content,
    style: token.types.includes('comment')
      ? { color: 'var(--maci-code-comment)', fontStyle: 'italic' }
      : {},
  });

  it('writes one span per token, with class and style, then the line break', () => {
    const html = tokensHtml(
      [
        { types: ['keyword'], content: 'const' },
        { types: ['plain'], content: ' a = "<b>" & 1; ' },
        { types: ['comment'], content: "// it's" },
      ],
      styled,
    );
    assert.equal(
      html,
      '<span class="token keyword">const</span>' +
        '<span class="token plain"> a = &quot;&lt;b&gt;&quot; &amp; 1; </span>' +
        '<span class="token comment" style="color:var(--maci-code-comment);font-style:italic">// it&#39;s</span>' +
        '<br>',
    );
  });

  it('writes a line that is only a newline as an empty token, as the theme does', () => {
    assert.equal(
      tokensHtml([{ types: ['plain'], content: '\n', empty: true }], styled),
      '<span class="token plain"></span><br>',
    );
  });

  it('writes styles as React does: kebab-case names, custom properties kept', () => {
    assert.equal(
      styleAttribute({ fontWeight: 'bold', '--x': '1', color: undefined } as CSSProperties),
      'font-weight:bold;--x:1',
    );
  });
});
