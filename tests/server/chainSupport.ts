// Server tests on a real local chain (anvil without block time: the tests mine): mining blocks, paying
// test USDT from a dev account, and a user's deposit address as the server gives it.
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { type DevChain, devChain, usdtAbi } from '../../server/chain/devchain';
import type { InAddress } from '../../src/contract/wallet';
import { post, type TestServer } from './helpers';

export const chainClient = (chain: DevChain) => createPublicClient({ chain: devChain(chain.rpcUrl), transport: http(chain.rpcUrl) });

/** Mines `blocks` blocks at once. */
export async function mine(chain: DevChain, blocks: number): Promise<void> {
  await chainClient(chain).request({ method: 'anvil_mine' as never, params: [`0x${blocks.toString(16)}`] as never });
}

/** Sends `amount` test USDT from dev account `from` to `to`; returns the transaction hash once mined. */
export async function payUsdt(chain: DevChain, to: string, amount: string, from = 1): Promise<Hex> {
  const wallet = createWalletClient({
    chain: devChain(chain.rpcUrl),
    account: privateKeyToAccount(chain.accounts[from].privateKey),
    transport: http(chain.rpcUrl),
  });
  const client = chainClient(chain);
  const decimals = Number(await client.readContract({ address: chain.usdt, abi: usdtAbi, functionName: 'decimals' }));
  const hash = await wallet.writeContract({
    address: chain.usdt,
    abi: usdtAbi,
    functionName: 'transfer',
    args: [to as Address, parseUnits(amount, decimals)],
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

/** The user's deposit address on the chain (wallet/get_in_address). */
export async function depositAddressOn(t: TestServer, chain: DevChain, token: string): Promise<string> {
  const { body } = await post(t.api, 'wallet/get_in_address', { chain_id: String(chain.chainId) }, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return (body.message as InAddress[])[0].address;
}
