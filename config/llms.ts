import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { PluginConfig } from '@docusaurus/types';
import llmsTxtPlugin, { type LlmsTxtOptions, type SitePage } from '../plugins/llms-txt';
import {
  artifactTable,
  ceremony,
  archiveDirectiveName,
  archiveTree,
  directiveName as ceremonyDirective,
} from '../plugins/ceremony-artifacts';
import { directiveName as proofRunDirective, figureText } from '../plugins/proof-run';
import { plannerFacts } from '../plugins/deployment-planner/facts';
import { makePlan } from '../plugins/deployment-planner/plan';
import { directiveName as plannerDirective } from '../plugins/deployment-planner/remark';
import { planMarkdown } from '../plugins/deployment-planner/sections';
import { loadMaciCli } from '../plugins/maci-cli-reference/commands';
import { directiveName } from '../plugins/maci-cli-reference/remark';
import { renderReference } from '../plugins/maci-cli-reference/render';
import { loadErrorReference } from '../plugins/error-reference';
import {
  directiveName as errorDirective,
  lookupDirectiveName as errorLookupDirective,
} from '../plugins/error-reference/remark';
import { renderErrorList } from '../plugins/error-reference/render';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { errorReference } from './errors';
import { local } from '../plugins/local-plugin';
import { referencePaths } from './reference';
import { docsRouteBasePath, docsVersions, site } from './site';

/**
 * Generated reference pages, mostly signature tables: listed in llms.txt, left out of
 * llms-full.txt, which holds the guides, so that file stays a size an agent reads at once.
 */
const { solidity: contractReference, typescript: typescriptReference } = referencePaths;

const latestDocs = (page: SitePage): boolean =>
  page.kind === 'doc' && page.version === docsVersions.latest;
const under = (prefix: string) => (page: SitePage) => page.permalink.startsWith(prefix);

const example = `${site.url}/${docsRouteBasePath}/spec/`;

/**
 * The top-level groups of the latest version's sidebar, in order (Get started, Concepts, …):
 * llms.txt and llms-full.txt list the guides group by group, as the sidebar does.
 */
const latestGroups: string[] = (
  JSON.parse(
    readFileSync(
      join(__dirname, '..', 'versioned_sidebars', `version-${docsVersions.latest}-sidebars.json`),
      'utf8',
    ),
  ) as { mySidebar: { type: string; label?: string }[] }
).mySidebar.flatMap((item) => (item.type === 'category' && item.label ? [item.label] : []));

const isReference = (page: SitePage): boolean =>
  under(contractReference)(page) || under(typescriptReference)(page);

/** One section per sidebar group; the generated references get sections of their own. */
const groupSections = latestGroups.map((group) => ({
  title: `${group} (${docsVersions.latest}, MACI 1.2.x)`,
  match: (page: SitePage) => latestDocs(page) && page.group === group && !isReference(page),
  full: true,
}));
const referenceGroup = groupSections.findIndex((s) => s.title.startsWith('Reference '));
if (referenceGroup < 0) {
  throw new Error(`llms.txt: no "Reference" group in the ${docsVersions.latest} sidebar`);
}

/** Agent-readable docs: /llms.txt, /llms-full.txt and a Markdown twin of every page. */
export const llmsTxt: LlmsTxtOptions = {
  title: `${site.title}: ${site.tagline}`,
  summary:
    `Documentation of MACI, a base layer for private, collusion-resistant on-chain voting. ` +
    `Every link below points to the Markdown twin of a page: the page's address with its ` +
    `trailing slash replaced by .md (${example} → ${example.replace(/\/$/, '.md')}).`,
  details: [
    `The ${docsVersions.latest} docs describe the current MACI 1.2.x release line; the ` +
      `${docsVersions.older} docs describe MACI 0.x and are no longer maintained. Links inside ` +
      `the twins lead to the HTML pages, where heading anchors work. ` +
      `${site.url}/llms-full.txt holds the full Markdown of the ${docsVersions.latest} guides ` +
      `in one file (without the generated contract and TypeScript reference, the ` +
      `${docsVersions.older} docs and the blog, which have their twins here).`,
  ],
  fullSummary:
    `The full Markdown of the MACI ${docsVersions.latest} documentation guides (MACI 1.2.x), ` +
    `one page after another, each headed by the address of its HTML page.`,
  fullDetails: [
    `Not included, to keep this file a sensible size: the generated contract reference ` +
      `(${site.url}${contractReference}) and TypeScript reference ` +
      `(${site.url}${typescriptReference}), the ${docsVersions.older} docs and the blog. ` +
      `${site.url}/llms.txt lists every page with the address of its Markdown twin.`,
  ],
  sections: [
    ...groupSections.slice(0, referenceGroup + 1),
    {
      title: `Contract reference (${docsVersions.latest}, generated from maci-contracts)`,
      match: (page) => latestDocs(page) && under(contractReference)(page),
    },
    {
      title: `TypeScript reference (${docsVersions.latest}, generated from the maci-* packages)`,
      match: (page) => latestDocs(page) && under(typescriptReference)(page),
    },
    ...groupSections.slice(referenceGroup + 1),
    {
      title: `Docs ${docsVersions.older} (MACI 0.x, unmaintained)`,
      match: (page) => page.kind === 'doc' && page.version === docsVersions.older,
    },
    { title: 'Blog', match: (page) => page.kind === 'blog' },
    { title: 'Other pages', match: (page) => page.kind === 'page' },
  ],
  directives: {
    // The planner page's `::deployment-planner` line: the twin shows the default plan.
    [plannerDirective]: () => {
      const facts = plannerFacts();
      const { plan } = makePlan({}, facts);
      if (!plan) throw new Error('the deployment planner rejects its own default plan');
      return planMarkdown(plan, facts);
    },
    // The trusted-setup page's `::ceremony-artifacts{id="…"}` lines stand for artifact tables.
    [ceremonyDirective]: ({ id }) =>
      unified()
        .use(remarkGfm)
        .use(remarkStringify)
        .stringify({ type: 'root', children: [artifactTable(ceremony(id))] }),
    // The proof page's `::ceremony-archive{id="…"}` line: the archive's file tree.
    [archiveDirectiveName]: ({ id }) =>
      unified()
        .use(remarkStringify)
        .stringify({ type: 'root', children: [archiveTree(ceremony(id))] }),
    // The proof page's `:proof-run{…}` figures, as the page shows them.
    [proofRunDirective]: (attributes) => figureText(attributes),
    // The CLI page's `::maci-cli-reference` line stands for the generated reference.
    [directiveName]: () =>
      unified()
        .use(remarkGfm)
        .use(remarkStringify)
        .stringify({ type: 'root', children: renderReference(loadMaciCli()) }),
    // The errors page's lookup box needs a browser: the twin has the list it leads to.
    [errorLookupDirective]: () =>
      '(On the HTML page, a box here finds the entry. In this Markdown, search for the ' +
      'selector, the error name or the message.)',
    // The errors page's `::maci-error-reference` line: every entry, its links made absolute.
    [errorDirective]: (_attributes, { resolveLink }) => {
      const tree: Root = {
        type: 'root',
        children: renderErrorList(loadErrorReference(errorReference.sources), errorReference),
      };
      visit(tree, 'link', (node) => {
        node.url = resolveLink(node.url) ?? node.url;
      });
      return unified().use(remarkGfm).use(remarkStringify).stringify(tree);
    },
  },
};

export const llmsTxtPluginConfig: PluginConfig = local(llmsTxtPlugin, llmsTxt);
