import type { PluginConfig } from '@docusaurus/types';
import searchQuerySyntaxPlugin from '../plugins/search-query-syntax';
import { llmsTxtPluginConfig } from './llms';
import { referencePlugins } from './reference';
import { introductionPath } from './site';

export const plugins: PluginConfig[] = [
  'docusaurus-plugin-image-zoom',
  searchQuerySyntaxPlugin,
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
  // Generators write Markdown into versioned_docs/ when created, before the docs plugin loads.
  ...referencePlugins,
  // After the build: /llms.txt, /llms-full.txt and a Markdown twin (route + .md) of every page.
  llmsTxtPluginConfig,
];
