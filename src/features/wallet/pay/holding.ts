// The connected wallet's USDT on a chain (balance and decimals), read from the token contract: what
// a payment from the wallet is checked against before anything is sent.
import { type Address, erc20Abi } from 'viem';
import { useReadContracts } from 'wagmi';
import type { InAddress } from '../../../contract/wallet';
import type { Holding } from './amount';

const NO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The wallet's balance and decimals of the chain's USDT, read again every 10 s. */
export function useHolding(info: InAddress, owner: Address | undefined): { holding: Holding | null; failed: boolean } {
  const token = info.usdt as Address;
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner ?? NO_ADDRESS], chainId: info.chain_id },
      { address: token, abi: erc20Abi, functionName: 'decimals', chainId: info.chain_id },
    ],
    query: { enabled: Boolean(owner) && /^0x[0-9a-fA-F]{40}$/.test(info.usdt), refetchInterval: 10_000 },
  });
  const holding = reads.data ? { units: reads.data[0], decimals: Number(reads.data[1]) } : null;
  return { holding, failed: reads.isError };
}
