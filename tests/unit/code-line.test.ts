import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Props } from '@theme/CodeBlock/Line';
import { sameLine } from '../../src/theme/CodeBlock/Line/same-line';

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
