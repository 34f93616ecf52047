// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
/**
 * Relevance set: what a reader types and the page they want. Drawn from the site's real
 * content: concepts, CLI subcommands, contracts and their functions, TypeScript symbols,
 * blog topics, five queries with a typo, and questions in a reader's own words ("how do I",
 * "what is", "why"), some of which spell a compound word apart or together where the page
 * writes it the other way ("top up" for Topup, "keypair" for Key Pair).
 */
export interface RelevanceCase {
  query: string;
  /** Path of the page that must be among the first three distinct pages of results. */
  expected: string;
  kind: 'concept' | 'cli' | 'contract' | 'typescript' | 'blog' | 'typo' | 'question';
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
  ['question', 'how do i deploy a poll', '/docs/cli/'],
  ['question', 'how do i sign up a voter', '/docs/quickstart/'],
  ['question', 'how do i generate proofs', '/docs/cli/'],
  ['question', 'how do i change my maci key', '/docs/key-change/'],
  ['question', 'how do i verify the tally', '/docs/cli/'],
  ['question', 'how do i run the tests', '/docs/testing/'],
  ['question', 'how do i start a local node', '/docs/quickstart/'],
  ['question', 'how do i compile the circuits with circom2', '/docs/quickstart-proofs/'],
  ['concept', 'powers of tau', '/docs/quickstart-proofs/'],
  ['question', 'how do i download the zkeys', '/docs/installation/'],
  ['question', 'how do i keep the coordinator key safe', '/docs/running-a-poll/'],
  ['question', 'how do i add a new integration test', '/docs/testing-in-detail/'],
  ['question', 'what is a ballot', '/docs/primitives/'],
  ['question', 'what is stored in a state leaf', '/docs/primitives/'],
  ['question', 'what is a message batch', '/docs/coordinator-processing/'],
  ['question', 'what are voice credits', '/docs/poll-types/'],
  ['question', 'what is the role of the coordinator', '/docs/workflow/'],
  ['question', 'what nonce should my vote use', '/docs/key-change/'],
  ['question', 'what is a zkey file', '/docs/installation/'],
  ['question', 'what is a tally commitment', '/docs/coordinator-processing/'],
  ['question', 'what is receipt freeness', '/docs/introduction/'],
  ['question', 'why is the coordinator called trusted', '/docs/workflow/'],
  ['question', 'why does changing keys stop bribery', '/docs/key-change/'],
  ['question', 'why do i need a trusted setup', '/docs/trusted-setup/'],
  ['question', 'why does the state index start at 1', '/docs/spec/'],
  ['question', 'why is blockchain voting not private', '/docs/purpose/'],
  ['question', 'why are messages processed in batches', '/docs/coordinator-processing/'],
  ['question', 'why is maci important', '/blog/maci-1-0-release/'],
  // Compound words spelled the other way from the expected page's title or heading.
  ['question', 'how do i top up with the cli', '/docs/topup/'],
  ['question', 'what is a maci keypair', '/docs/primitives/'],
  ['question', 'how do i signup', '/docs/cli/'],
  ['question', 'trusted set up ceremony', '/docs/trusted-setup/'],
  ['question', 'poll life cycle', '/docs/workflow/'],
  ['question', 'gas costs on the sepolia test net', '/docs/running-a-poll/'],
  ['question', 'how do i install rapid snark', '/docs/installation/'],
  ['question', 'top up voice credits', '/docs/topup/'],
  ['question', 'poseidon hash', '/docs/primitives/'],
];

export const relevanceCases: RelevanceCase[] = cases.map(([kind, query, expected]) => ({
  kind,
  query,
  expected,
}));
