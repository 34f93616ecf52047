/**
 * Times the reference generators on their own (the build runs them too): the Solidity
 * reference from the maci-contracts build-info, and TypeDoc for each TypeScript package.
 */
import type { LoadContext } from '@docusaurus/types';
import { solidityReference, typedocOptions } from '../config/reference';
import { generateSolidityReference, writePages } from '../plugins/solidity-reference';
import { join } from 'node:path';

export interface GeneratorFigures {
  soliditySeconds: number;
  solidityPages: number;
  typedocSeconds: Record<string, number>;
}

const seconds = (since: bigint) => Math.round(Number(process.hrtime.bigint() - since) / 1e8) / 10;

export async function measureGenerators(siteDir: string): Promise<GeneratorFigures> {
  let started = process.hrtime.bigint();
  const pages = generateSolidityReference(siteDir, solidityReference);
  writePages(join(siteDir, solidityReference.outDir), pages);
  const soliditySeconds = seconds(started);

  // The plugin runs TypeDoc when it is created; its context needs only the site directory.
  const { default: typedocPlugin } = (await import('docusaurus-plugin-typedoc')) as {
    default: (context: LoadContext, options: object) => Promise<unknown>;
  };
  const typedocSeconds: Record<string, number> = {};
  for (const options of typedocOptions) {
    started = process.hrtime.bigint();
    await typedocPlugin({ siteDir } as LoadContext, { ...options });
    typedocSeconds[options.name] = seconds(started);
  }
  return { soliditySeconds, solidityPages: pages.size, typedocSeconds };
}
