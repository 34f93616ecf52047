/**
 * Reads what the error reference is made of: the installed packages (maci-contracts'
 * compiler output, every release listed; maci-cli's and maci-core's builds) and the hand-written partials.
 */
import path from 'node:path';
import { installedVersion } from '../page-origin';
import { readPackage } from '../solidity-reference';
import { readCliBuild, readCliMessages } from './cli-messages';
import { mergeErrorReleases, readErrors } from './contract-errors';
import { readExplanations } from './explanations';
import { readRejectedMessages } from './rejected-messages';
import type { ErrorReferenceData } from './render';

export interface ErrorReferenceSources {
  siteDir: string;
  /** Installed maci-contracts releases (package names, aliases included), any order. */
  contractPackages: string[];
  cliPackage: string;
  /** maci-core, whose `ProcessMessageErrors` are the reasons of rejected messages. */
  corePackage: string;
  /** The docs folder that holds the errors page and its `_errors-*.md` partials. */
  docsDir: string;
}

type PackageFacts = Omit<ErrorReferenceData, 'explanations'>;

/**
 * The installed packages do not change while the site builds, and their compiler output is
 * large: the page and its Markdown twin share one reading. The partials are read each time.
 */
const packageFacts = new Map<string, PackageFacts>();

function readPackageFacts(sources: ErrorReferenceSources): PackageFacts {
  const key = JSON.stringify([
    sources.siteDir,
    sources.contractPackages,
    sources.cliPackage,
    sources.corePackage,
  ]);
  let facts = packageFacts.get(key);
  if (!facts) {
    const releases = sources.contractPackages
      .map((name) => readPackage(sources.siteDir, name))
      .sort((a, b) => a.release.localeCompare(b.release, 'en', { numeric: true }));
    facts = {
      contractErrors: mergeErrorReleases(
        releases.map(({ release, builds }) => ({ release, errors: readErrors(builds, release) })),
      ),
      contractReleases: releases.map((r) => r.release),
      cliMessages: readCliMessages(
        readCliBuild(path.join(sources.siteDir, 'node_modules', sources.cliPackage)),
      ),
      cliVersion: installedVersion(sources.siteDir, sources.cliPackage),
      rejected: readRejectedMessages(
        path.join(sources.siteDir, 'node_modules', sources.corePackage),
      ),
      coreVersion: installedVersion(sources.siteDir, sources.corePackage),
    };
    packageFacts.set(key, facts);
  }
  return facts;
}

export function loadErrorReference(sources: ErrorReferenceSources): ErrorReferenceData {
  return { ...readPackageFacts(sources), explanations: readExplanations(sources.docsDir) };
}
