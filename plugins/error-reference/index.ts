/**
 * Reads what the error reference is made of: the installed packages (maci-contracts'
 * compiler output, every release listed; maci-cli's build) and the hand-written partials.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPackage } from '../solidity-reference';
import { readCliBuild, readCliMessages } from './cli-messages';
import { mergeErrorReleases, readErrors } from './contract-errors';
import { readExplanations } from './explanations';
import type { ErrorReferenceData } from './render';

export interface ErrorReferenceSources {
  siteDir: string;
  /** Installed maci-contracts releases (package names, aliases included), any order. */
  contractPackages: string[];
  cliPackage: string;
  /** The docs folder that holds the errors page and its `_errors-*.md` partials. */
  docsDir: string;
}

export function loadErrorReference(sources: ErrorReferenceSources): ErrorReferenceData {
  const releases = sources.contractPackages
    .map((name) => readPackage(sources.siteDir, name))
    .sort((a, b) => a.release.localeCompare(b.release, 'en', { numeric: true }));
  const cliRoot = path.join(sources.siteDir, 'node_modules', sources.cliPackage);
  const { version: cliVersion } = JSON.parse(
    fs.readFileSync(path.join(cliRoot, 'package.json'), 'utf8'),
  ) as { version: string };
  return {
    contractErrors: mergeErrorReleases(
      releases.map(({ release, builds }) => ({ release, errors: readErrors(builds, release) })),
    ),
    contractReleases: releases.map((r) => r.release),
    cliMessages: readCliMessages(readCliBuild(cliRoot)),
    cliVersion,
    explanations: readExplanations(sources.docsDir),
  };
}
