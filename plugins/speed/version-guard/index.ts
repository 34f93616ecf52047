/**
 * Docusaurus plugin: the build stops before anything runs when the installed Docusaurus is
 * not the minor release that plugins/speed/README.md was verified with. The plugins in
 * that folder depend on private files, exports and output shapes of Docusaurus, which any
 * minor release may change without notice; the README lists each one to re-check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export const readmePath = path.join(__dirname, '..', 'README.md');

/** The minor named by the README's line "Verified with Docusaurus 3.10." */
export function verifiedMinor(readme: string): string {
  const match = /^Verified with Docusaurus (\d+\.\d+)\.$/m.exec(readme);
  if (!match?.[1]) throw new Error(`${readmePath} has no line "Verified with Docusaurus X.Y."`);
  return match[1];
}

/** Installed @docusaurus packages whose version is not of the verified minor. */
export function versionMismatches(
  installed: Readonly<Record<string, string>>,
  minor: string,
): string[] {
  return Object.entries(installed)
    .filter(([, version]) => !version.startsWith(`${minor}.`))
    .map(([name, version]) => `${name} ${version}`);
}

/** Name → version of every package under node_modules/@docusaurus. */
export function installedDocusaurus(siteDir: string): Record<string, string> {
  const scope = path.join(siteDir, 'node_modules', '@docusaurus');
  const installed: Record<string, string> = {};
  for (const name of readdirSync(scope).sort()) {
    const manifest = path.join(scope, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    installed[`@docusaurus/${name}`] = version;
  }
  return installed;
}

export default function versionGuardPlugin(context: LoadContext): Plugin {
  const minor = verifiedMinor(readFileSync(readmePath, 'utf8'));
  const mismatches = versionMismatches(installedDocusaurus(context.siteDir), minor);
  if (mismatches.length > 0) {
    const found =
      mismatches.length === 1
        ? mismatches[0]
        : `${mismatches.length} @docusaurus packages (${mismatches[0]}, …)`;
    throw new Error(
      `The plugins in plugins/speed/ were verified with Docusaurus ${minor}; installed: ${found}. ` +
        `Re-check each entry of ${path.relative(context.siteDir, readmePath)} against the ` +
        'installed packages, then update its "Verified with" line.',
    );
  }
  return { name: 'version-guard' };
}
