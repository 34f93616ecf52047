import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import contentSecurityPolicyPlugin from '../plugins/content-security-policy';
import errorReferencePlugin from '../plugins/error-reference/plugin';
import exampleFilesPlugin from '../plugins/example-files/plugin';
import imageFilesPlugin from '../plugins/image-files';
import glossaryTermsPlugin from '../plugins/glossary-terms/plugin';
import siteSearchPlugin from '../plugins/site-search';
import staticHostingPlugin from '../plugins/static-hosting';
import versionNotFoundPlugin from '../plugins/version-not-found';
import { nginxCspFile } from './hosting';
import { search } from './search';
import { llmsTxtPluginConfig } from './llms';
import { glossaryTerms } from './docs';
import { errorReference, errorReferenceStoreDir } from './errors';
import { local } from '../plugins/local-plugin';
import { referencePlugins } from './reference';
import { introductionPath } from './site';

export const plugins: PluginConfig[] = [
  // The glossary's definitions module and client module (the remark plugin is in config/docs.ts).
  local(glossaryTermsPlugin, {
    glossaryFile: glossaryTerms.glossaryFile,
    storeDir: path.join(__dirname, '..', 'node_modules', '.cache', 'glossary-terms'),
  }),
  // The error reference's partials, as a dependency of the bundler's cache, and the stores of
  // its list and lookup (config/errors.ts).
  local(errorReferencePlugin, {
    sources: errorReference.sources,
    storeDir: errorReferenceStoreDir,
  }),
  // The example projects' files that pages show, as a dependency of the bundler's cache.
  local(exampleFilesPlugin, {}),
  // Search: the /search/ page, and after the build the index files of each docs version.
  local(siteSearchPlugin, search),
  [
    '@docusaurus/plugin-client-redirects',
    {
      // A version's root has no page of its own: send readers to its introduction.
      redirects: [
        { from: '/docs/', to: introductionPath['v1.x'] },
        { from: '/docs/v0.x/', to: introductionPath['v0.x'] },
      ],
    },
  ],
  // /docs/v0.x/404/: the not-found page with that version's navbar, for the web server.
  versionNotFoundPlugin,
  // Fails the build if a page carries an image as a data URL (the zoom needs files).
  imageFilesPlugin,
  // /x/index.html as /x/ on hosts that serve files as they are; robots.txt.
  staticHostingPlugin,
  // The Content-Security-Policy of the built site, as an nginx include beside build/ (deploy/nginx/).
  local(contentSecurityPolicyPlugin, { nginxFile: nginxCspFile }),
  // Generators write Markdown into versioned_docs/ when created, before the docs plugin loads.
  ...referencePlugins,
  // After the build: /llms.txt, /llms-full.txt and a Markdown twin (route + .md) of every page.
  llmsTxtPluginConfig,
];
