// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
/**
 * Relevance set: what a reader types and the page they want. Drawn from the site's real
 * content: concepts, CLI subcommands, contracts and their functions, TypeScript symbols,
 * blog topics, and five queries with a typo.
 */
export interface RelevanceCase {
  query: string;
  /** Path of the page that must be among the first three distinct pages of results. */
  expected: string;
  kind: 'concept' | 'cli' | 'contract' | 'typescript' | 'blog' | 'typo';
}

const cases: [RelevanceCase['kind'], string, string][] = [
  ['concept', 'quadratic voting', '/docs/poll-types/'],
  ['concept', 'key change', '/docs/key-change/'],
  ['concept', 'trusted setup', '/docs/trusted-setup/'],
  ['concept', 'coordinator processing', '/docs/coordinator-processing/'],
  ['concept', 'topup', '/docs/topup/'],
  ['concept', 'state leaf', '/docs/spec/'],
  ['concept', 'troubleshooting', '/docs/troubleshooting/'],
  ['concept', 'security audit', '/docs/audit/'],
  ['concept', 'rapidsnark', '/docs/installation/'],
  ['concept', 'deployment', '/docs/deployment/'],
  ['concept', 'release process', '/docs/versioning/'],
  ['concept', 'code of conduct', '/docs/contributing/code-of-conduct/'],
  ['concept', 'project ideas', '/docs/project-ideas/'],
  ['cli', 'genProofs', '/docs/cli/'],
  ['cli', 'mergeSignups', '/docs/cli/'],
  ['cli', 'deployVkRegistry', '/docs/cli/'],
  ['cli', 'setVerifyingKeys', '/docs/cli/'],
  ['cli', 'proveOnChain', '/docs/cli/'],
  ['contract', 'MessageProcessor', '/docs/solidity-docs/MessageProcessor/'],
  ['contract', 'VkRegistry', '/docs/solidity-docs/VkRegistry/'],
  ['contract', 'processMessages', '/docs/solidity-docs/MessageProcessor/'],
  ['contract', 'tallyVotes', '/docs/solidity-docs/Tally/'],
  ['contract', 'publishMessage', '/docs/solidity-docs/Poll/'],
  ['contract', 'EASGatekeeper', '/docs/solidity-docs/gatekeepers/EASGatekeeper/'],
  ['contract', 'AccQueue', '/docs/solidity-docs/trees/AccQueue/'],
  ['typescript', 'MaciState', '/docs/typedoc/core/classes/MaciState/'],
  ['typescript', 'genKeypair', '/docs/typedoc/crypto/functions/genKeypair/'],
  ['typescript', 'PCommand', '/docs/typedoc/domainobjs/classes/PCommand/'],
  ['typescript', 'hashLeftRight', '/docs/typedoc/crypto/functions/hashLeftRight/'],
  ['typescript', 'IncrementalQuinTree', '/docs/typedoc/crypto/classes/IncrementalQuinTree/'],
  ['blog', '2024 roadmap', '/blog/2024-team-roadmap/'],
  ['blog', 'technical introduction', '/blog/maci-1-0-technical-introduction/'],
  ['blog', 'v1.2.0 release', '/blog/maci-v1-2-0-release/'],
  ['typo', 'trusted setpu', '/docs/trusted-setup/'],
  ['typo', 'MessageProcesor', '/docs/solidity-docs/MessageProcessor/'],
  ['typo', 'troubleshoting', '/docs/troubleshooting/'],
  ['typo', 'VkRegistri', '/docs/solidity-docs/VkRegistry/'],
  ['typo', 'rapidsnrak', '/docs/installation/'],
];

export const relevanceCases: RelevanceCase[] = cases.map(([kind, query, expected]) => ({
  kind,
  query,
  expected,
}));
