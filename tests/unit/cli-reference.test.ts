import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Heading, Root, Table } from 'mdast';
import { argumentOf } from '../../plugins/maci-cli-reference/commands';
import remarkMaciCliReference from '../../plugins/maci-cli-reference/remark';
import { renderCommand, sentence, usage } from '../../plugins/maci-cli-reference/render';
import { command, option } from '../support/cli-fixtures';

const signup = command(
  'signup',
  [
    option('-p, --pubkey <maciPubKey>', { required: true }),
    option('-q, --quiet <quiet>', { defaultValue: 'false' }),
  ],
  'sign up a user',
);

describe('maci-cli reference rendering', () => {
  it('reads the argument name from commander flags', () => {
    assert.equal(argumentOf('-s, --state-tree-depth <stateTreeDepth>'), 'stateTreeDepth');
    assert.equal(argumentOf('-uq, --use-quadratic-voting'), undefined);
  });

  it('turns terse help strings into sentences', () => {
    assert.equal(sentence('the poll id'), 'The poll id.');
    assert.equal(sentence('Done.'), 'Done.');
  });

  it('spells out required options in the usage line', () => {
    assert.equal(usage('maci-cli', signup), 'maci-cli signup --pubkey <maciPubKey> [options]');
  });

  it('renders a heading, description, usage and an option table marking required options', () => {
    const [heading, , code, table] = renderCommand('maci-cli', signup) as [
      Heading,
      unknown,
      { type: string; value: string },
      Table,
    ];
    assert.equal(heading.depth, 3);
    assert.deepEqual(heading.children, [{ type: 'text', value: 'signup' }]);
    assert.equal(code.type, 'code');
    assert.equal(table.children.length, 3);
    const required = table.children[1].children[2].children[0];
    assert.deepEqual(required, { type: 'strong', children: [{ type: 'text', value: 'required' }] });
    const defaultCell = table.children[2].children[3].children[0];
    assert.deepEqual(defaultCell, { type: 'inlineCode', value: 'false' });
  });

  it('replaces the ::maci-cli-reference directive and nothing else', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Before.' }] },
        { type: 'leafDirective', name: 'maci-cli-reference', attributes: {}, children: [] },
        { type: 'leafDirective', name: 'other', attributes: {}, children: [] },
      ],
    };
    const transform = remarkMaciCliReference({
      load: () => ({ name: 'maci-cli', version: '9.9.9', commands: [signup] }),
    });
    transform(tree);
    const types = tree.children.map((node) => node.type);
    assert.deepEqual(types, [
      'paragraph',
      'paragraph',
      'heading',
      'paragraph',
      'code',
      'table',
      'leafDirective',
    ]);
  });
});
