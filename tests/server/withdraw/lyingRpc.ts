// A JSON-RPC node that lags behind: a small proxy in front of anvil that answers `null` to
// eth_getTransactionReceipt (as a lagging or load-balanced node does for a transaction another node has
// mined) while told to, and passes every other call through unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface RpcCall {
  jsonrpc: string;
  id: unknown;
  method: string;
  params?: unknown[];
}

export interface LyingRpc {
  url: string;
  /** Receipts are answered null from now on (all of them), until `tellTruth`. */
  hideReceipts(): void;
  tellTruth(): void;
  /** How many receipt reads were answered null. */
  lies(): number;
  close(): Promise<void>;
}

export async function lyingRpc(target: string): Promise<LyingRpc> {
  let hiding = false;
  let lies = 0;
  const forward = async (body: string) =>
    (await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json() as Promise<unknown>;
  const answer = async (call: RpcCall) => {
    if (hiding && call.method === 'eth_getTransactionReceipt') {
      lies += 1;
      return { jsonrpc: '2.0', id: call.id, result: null };
    }
    return forward(JSON.stringify(call));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall | RpcCall[];
        const reply = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hideReceipts: () => {
      hiding = true;
    },
    tellTruth: () => {
      hiding = false;
    },
    lies: () => lies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
