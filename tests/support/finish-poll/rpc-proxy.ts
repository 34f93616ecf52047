/**
 * A JSON-RPC proxy on loopback in front of a local node, standing in for a public endpoint: it can
 * refuse `eth_getLogs` over a wide block range, as hosted endpoints do, and it records every raw
 * transaction that passes, so a test knows what a program sent and can stop it at a chosen one.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transaction } from 'ethers';

/** The refusal, in the form that public endpoints word it; an error reference entry matches it. */
export const blockRangeRefusal = (limit: number): string => `exceed maximum block range: ${limit}`;

export interface SentTransaction {
  hash: string;
  to: string | null;
  /** The first four bytes of the call data, `0x` and 8 hex digits. */
  selector: string;
}

export interface RpcProxy {
  url: string;
  /** Every transaction forwarded since the proxy started or since `sent.length = 0`. */
  sent: SentTransaction[];
  /** The widest `eth_getLogs` range (blocks, inclusive) let through; undefined: no limit. */
  maxLogBlocks?: number;
  /** Called with each transaction after the node took it and before the client hears back. */
  onTransaction?: (tx: SentTransaction) => void;
  close(): Promise<void>;
}

interface Call {
  jsonrpc: string;
  id: unknown;
  method: string;
  params?: unknown[];
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRpcProxy(upstream: string): Promise<RpcProxy> {
  const forward = async (call: Call): Promise<Record<string, unknown>> => {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const blockNumber = async (tag: unknown): Promise<number> => {
    if (typeof tag === 'string' && tag.startsWith('0x')) return Number(tag);
    if (tag === 'earliest') return 0;
    const head = await forward({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] });
    return Number(head.result);
  };

  const proxy: RpcProxy = {
    url: '',
    sent: [],
    close: async () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = async (call: Call): Promise<Record<string, unknown>> => {
    if (call.method === 'eth_getLogs' && proxy.maxLogBlocks !== undefined) {
      const filter = (call.params?.[0] ?? {}) as Record<string, unknown>;
      if (!filter.blockHash) {
        const span =
          (await blockNumber(filter.toBlock)) -
          (await blockNumber(filter.fromBlock ?? 'latest')) +
          1;
        if (span > proxy.maxLogBlocks) {
          return {
            jsonrpc: '2.0',
            id: call.id,
            error: { code: -32005, message: blockRangeRefusal(proxy.maxLogBlocks) },
          };
        }
      }
    }
    const reply = await forward(call);
    if (call.method === 'eth_sendRawTransaction' && reply.result) {
      const tx = Transaction.from(String(call.params?.[0]));
      const sent = { hash: String(reply.result), to: tx.to, selector: tx.data.slice(0, 10) };
      proxy.sent.push(sent);
      proxy.onTransaction?.(sent);
    }
    return reply;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const parsed = JSON.parse(await body(request)) as Call | Call[];
      const reply = Array.isArray(parsed)
        ? await Promise.all(parsed.map(handle))
        : await handle(parsed);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
