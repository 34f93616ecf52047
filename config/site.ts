/**
 * Site identity and every outside address the site links to. Other modules import
 * from here so that a URL or a label lives in exactly one place.
 */
export const site = {
  title: 'MACI',
  tagline: 'Minimal Anti-Collusion Infrastructure',
  url: 'https://maci.pse.dev',
  baseUrl: '/',
  organizationName: 'privacy-scaling-explorations',
  projectName: 'maci',
  copyrightHolder: 'Privacy and Scaling Explorations',
  // The year the content was published, not the current one: a computed year would also
  // make builds non-reproducible.
  copyrightYear: 2024,
} as const;

export const links = {
  repository: 'https://github.com/privacy-scaling-explorations/maci',
  discord: 'https://discord.com/invite/sF5CT5rzrR',
  twitter: 'https://twitter.com/zkMACI',
} as const;

/** Where a reader reports a problem with a page (the page tools' "Report a problem"). */
export const newIssueUrl = `${links.repository}/issues/new`;

/** Docs versions, newest first; mirrors versions.json. */
export const docsVersions = {
  latest: 'v1.x',
  older: 'v0.x',
} as const;

export const docsRouteBasePath = 'docs';

/** The latest version's source folder, relative to the site's root. */
export const latestDocsFolder = `versioned_docs/version-${docsVersions.latest}`;

/** Where a newcomer starts: the home page's "Get started" leads here. */
export const quickstartPath = '/docs/quickstart/';

/** Landing page of each docs version (the navbar's Documentation link). */
export const introductionPath = {
  'v1.x': '/docs/introduction/',
  'v0.x': '/docs/v0.x/introduction/',
} as const;
