/**
 * Compiles small Solidity sources with solc-js (the npm `solc` package bundles its compiler,
 * so no download) into the same shape as a Hardhat build-info: solc input plus output with ASTs.
 */
import solc from 'solc';
import type { Build } from '../../plugins/solidity-reference/model';

const license = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';

/** NatSpec lines (`@notice x`) as a `///` comment block. */
export function natspec(...tags: string[]): string {
  return tags.map((tag) => `/// ${tag}\n`).join('');
}

export function compileFixture(sources: Record<string, string>): Build {
  const input = {
    language: 'Solidity' as const,
    sources: Object.fromEntries(
      Object.entries(sources).map(([file, body]) => [
        `contracts/${file}`,
        { content: `${license}${body}` },
      ]),
    ),
    settings: { outputSelection: { '*': { '': ['ast'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as Build['output'] & {
    errors?: { severity: string; formattedMessage: string }[];
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return { input, output } as Build;
}
