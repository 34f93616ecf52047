/**
 * The gas ledger's shape: every transaction the site's test runs sent, from the node's
 * receipts (tests/support/gas-ledger writes ledger.json). Browser-safe: the planner reads it.
 */

export interface LedgerTransaction {
  /** The page's line of the step that sent it, for the runs of a page. */
  line?: number;
  /** The maci-cli subcommand (or, for the merge sizes, what the script was doing). */
  command: string;
  contract: string;
  /** The function called, or `constructor` for a deployment. */
  function: string;
  gasUsed: number;
  /** Length of the transaction's input in bytes, and how many of them are zero. */
  calldataBytes: number;
  zeroBytes: number;
  /** A sign-up's state index, or a published message's position in the message queue. */
  index?: number;
}

export interface TreeParams {
  stateTreeDepth: number;
  intStateTreeDepth: number;
  messageTreeDepth: number;
  messageBatchDepth: number;
  voteOptionTreeDepth: number;
}

/** The transactions of one page's run. */
export interface PageRunLedger {
  /** The page's route, e.g. /docs/quickstart/. */
  page: string;
  params: TreeParams;
  transactions: LedgerTransaction[];
}

export interface MergeSize {
  voters: number;
  messages: number;
  transactions: LedgerTransaction[];
}

export interface MergeSizesLedger {
  params: TreeParams;
  stateTreeSubdepth: number;
  numQueueOps: number;
  sizes: MergeSize[];
}

export interface GasLedger {
  quickstart: PageRunLedger;
  proofs: PageRunLedger;
  merges: MergeSizesLedger;
}
