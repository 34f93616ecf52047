/**
 * The transactions of a run, read back from its Hardhat node: every block from the first, each
 * transaction with its receipt, and the step and command of the page that sent it (from the
 * block marks of page-steps.ts).
 */
import type { BlockMark } from '../page-steps';

export interface ChainTransaction {
  block: number;
  /** Undefined for a deployment. */
  to?: string;
  /** The address a deployment created. */
  created?: string;
  /** The transaction's input, 0x-prefixed hex. */
  input: string;
  gasUsed: number;
  status: number;
  logs: { address: string; topics: string[]; data: string }[];
}

interface RpcBlock {
  transactions: { hash: string; to: string | null; input: string }[];
}

interface RpcReceipt {
  gasUsed: string;
  status: string;
  contractAddress: string | null;
  logs: { address: string; topics: string[]; data: string }[];
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply = (await response.json()) as { result?: T; error?: { message: string } };
  if (reply.error || reply.result === undefined) {
    throw new Error(`${method}: ${reply.error?.message ?? 'no result'}`);
  }
  return reply.result;
}

/** Every transaction the node has mined, in order, with its receipt. */
export async function readChain(url: string): Promise<ChainTransaction[]> {
  const latest = Number(await rpc<string>(url, 'eth_blockNumber', []));
  const found: ChainTransaction[] = [];
  for (let block = 1; block <= latest; block++) {
    const { transactions } = await rpc<RpcBlock>(url, 'eth_getBlockByNumber', [
      `0x${block.toString(16)}`,
      true,
    ]);
    for (const tx of transactions) {
      const receipt = await rpc<RpcReceipt>(url, 'eth_getTransactionReceipt', [tx.hash]);
      found.push({
        block,
        to: tx.to ?? undefined,
        created: receipt.contractAddress ?? undefined,
        input: tx.input,
        gasUsed: Number(receipt.gasUsed),
        status: Number(receipt.status),
        logs: receipt.logs,
      });
    }
  }
  return found;
}

/** Where a transaction came from: the step's index and the `npx` arguments, if any. */
export interface Origin {
  step: number;
  args: string;
}

/**
 * The mark each transaction follows: the last one taken before its block was mined. A mark
 * reads the block number before its command runs, so a transaction in block b follows the last
 * mark that read a number below b.
 */
export function originOf(block: number, marks: BlockMark[]): Origin | undefined {
  let found: BlockMark | undefined;
  for (const mark of marks) {
    if (mark.block < block) found = mark;
    else break;
  }
  return found && { step: found.step, args: found.args };
}
