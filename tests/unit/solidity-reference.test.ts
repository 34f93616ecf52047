import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { readBuild, sourceTypeName, type SourceFile } from '../../plugins/solidity-reference/model';
import {
  escapeProse,
  mergeReleases,
  renderReference,
  type Pages,
} from '../../plugins/solidity-reference/render';
import { compileFixture, natspec } from '../support/solidity-fixtures';

const owned = `${natspec('@title Owned', '@notice Keeps an owner. Braces {like these} are safe.')}
abstract contract Owned {
  ${natspec('@notice The current owner')}
  address public owner;
  ${natspec('@notice Emitted when ownership moves', '@param previous The old owner')}
  event OwnerChanged(address indexed previous, address next);
  ${natspec('@notice Thrown for any caller but the owner')}
  error NotOwner(address caller);
  modifier onlyOwner() {
    if (msg.sender != owner) revert NotOwner(msg.sender);
    _;
  }
  function hidden() private {}
  function hook() internal virtual {}
}
`;

const vault = `import { Owned } from "./base/Owned.sol";
${natspec('@title Vault: a deposit box', '@notice Holds deposits', '@dev Renders <b>tags</b> and {braces} as text')}
contract Vault is Owned {
  struct Deposit { address from; uint256 amount; }
  Deposit[] public deposits;
  ${natspec('@notice Store an amount', '@param amount How much', '@return index Where it was stored')}
  function deposit(uint256 amount) external returns (uint256 index) {
    deposits.push(Deposit(msg.sender, amount));
    return deposits.length - 1;
  }
  ${natspec('@notice Store an amount for someone else')}
  function deposit(uint256 amount, address from) external onlyOwner returns (uint256) {
    deposits.push(Deposit(from, amount));
    return deposits.length - 1;
  }
  function echo(Deposit memory d) public pure returns (Deposit memory) { return d; }
  function hook() internal override {}
}
`;

const options = {
  releases: ['1.0.0', '2.0.0'],
  sourceUrl: (release: string, file: string) => `https://example.org/v${release}/${file}`,
  sidebarPosition: 5,
  routeFolder: 'solidity-docs',
  codeReferenceFolder: 'typedoc',
};

let files: SourceFile[];
let pages: Pages;

function page(name: string): string {
  const text = pages.get(name);
  assert.ok(text, `page ${name} exists (pages: ${[...pages.keys()].join(', ')})`);
  return text;
}

describe('Solidity reference generator', () => {
  before(() => {
    files = readBuild(compileFixture({ 'Vault.sol': vault, 'base/Owned.sol': owned }));
    pages = renderReference(
      mergeReleases([{ release: '2.0.0', files }]).map((f) => ({
        ...f,
        releases: ['1.0.0', '2.0.0'],
      })),
      options,
    );
  });

  it('makes one page per source file plus an index per folder', () => {
    assert.deepEqual([...pages.keys()].sort(), [
      'Vault.md',
      'base/Owned.md',
      'base/_category_.json',
      'base/index.md',
      'index.md',
    ]);
    assert.match(page('index.md'), /sidebar_position: 5/);
    assert.match(page('base/index.md'), /\[`Owned`\]\(\.\/Owned\.md\)/);
  });

  it('renders the NatSpec title, notice and dev note, escaped for MDX', () => {
    const text = page('Vault.md');
    assert.match(text, /^title: "Vault"$/m);
    assert.match(text, /\*\*Vault: a deposit box\*\*\n\nHolds deposits/);
    // A title that only repeats the contract name is not shown twice.
    assert.doesNotMatch(page('base/Owned.md'), /\*\*Owned\*\*/);
    assert.match(
      text,
      /:::note\[Developer note\]\n\nRenders &lt;b&gt;tags&lt;\/b&gt; and \\\{braces\\\} as text/,
    );
  });

  it('escapes a { in a comment', () => {
    assert.match(page('base/Owned.md'), /Braces \\\{like these\\\} are safe\./);
    assert.equal(escapeProse('a {b} <c> `{kept}` d_e'), 'a \\{b\\} &lt;c&gt; `{kept}` d\\_e');
  });

  it('gives overloaded functions their own headings and full signatures', () => {
    const text = page('Vault.md');
    assert.match(
      text,
      /### deposit \\\{#deposit\\\}\n\n```solidity\nfunction deposit\(uint256 amount\) external returns \(uint256 index\)\n```/,
    );
    assert.match(
      text,
      /### deposit \\\{#deposit-1\\\}\n\n```solidity\nfunction deposit\(uint256 amount, address from\) external onlyOwner returns \(uint256\)\n```/,
    );
    assert.match(text, /\| `amount` \| `uint256` \| How much \|/);
    assert.match(
      text,
      /\*\*Returns\*\*\n\n\| Name \| Type \| Description \|\n\| --- \| --- \| --- \|\n\| `index` \| `uint256` \| Where it was stored \|/,
    );
  });

  it('documents events, errors, modifiers and state variables', () => {
    const text = page('base/Owned.md');
    assert.match(text, /## Events\n\n### OwnerChanged \\\{#event-ownerchanged\\\}/);
    assert.match(text, /event OwnerChanged\(address indexed previous, address next\)/);
    assert.match(text, /\| `previous` \| `address` \| The old owner \|/);
    assert.match(
      text,
      /## Errors\n\n### NotOwner \\\{#error-notowner\\\}\n\n```solidity\nerror NotOwner\(address caller\)/,
    );
    assert.match(
      text,
      /## Modifiers\n\n### onlyOwner \\\{#onlyowner\\\}\n\n```solidity\nmodifier onlyOwner\(\)/,
    );
    assert.match(text, /address public owner\n```\n\nThe current owner/);
  });

  it('leaves private functions out and keeps internal ones', () => {
    const text = page('base/Owned.md');
    assert.doesNotMatch(text, /hidden/);
    assert.match(text, /function hook\(\) internal virtual/);
    assert.match(page('Vault.md'), /function hook\(\) internal override/);
  });

  it('links bases and struct types to their pages', () => {
    const text = page('Vault.md');
    assert.match(text, /\*\*Inherits:\*\* \[Owned\]\(\.\/base\/Owned\.md\)/);
    assert.match(text, /\| `d` \| \[`Vault\.Deposit memory`\]\(#struct-deposit\) \|/);
    assert.match(page('base/Owned.md'), /- \*\*Kind:\*\* abstract contract `Owned`/);
  });

  it('says which releases have a file', () => {
    const older = readBuild(compileFixture({ 'Gone.sol': 'contract Gone {}' }));
    const merged = mergeReleases([
      { release: '1.0.0', files: older },
      { release: '2.0.0', files },
    ]);
    const gone = merged.find((f) => f.path === 'Gone.sol');
    assert.deepEqual(gone?.releases, ['1.0.0']);
    const rendered = renderReference(merged, options);
    assert.match(rendered.get('Gone.md') ?? '', /:::info\[Not in the latest release\]/);
    assert.match(
      rendered.get('Gone.md') ?? '',
      /maci-contracts 1\.0\.0 only; removed before 2\.0\.0/,
    );
    assert.match(rendered.get('Vault.md') ?? '', /maci-contracts 2\.0\.0; added after 1\.0\.0/);
  });

  it('writes type names the way Solidity source does', () => {
    assert.equal(sourceTypeName('struct DomainObjs.Message memory'), 'DomainObjs.Message');
    assert.equal(sourceTypeName('mapping(uint256 => contract IPoll)'), 'mapping(uint256 => IPoll)');
  });

  it('produces pages that compile as MDX', async () => {
    // ESM-only packages: imported at run time from this CommonJS test.
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkDirective } = await import('remark-directive');
    const { default: remarkFrontmatter } = await import('remark-frontmatter');
    const { default: remarkGfm } = await import('remark-gfm');
    for (const [name, text] of pages) {
      if (!name.endsWith('.md')) continue;
      await assert.doesNotReject(
        compile(text, { remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] }),
        name,
      );
    }
  });
});
