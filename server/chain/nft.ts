// A small client of the platform's ERC-721 (KestrelNFT.sol) on a configured chain: mint a token to an
// address with the minter key (the contract's owner), read a token's owner, and follow a mint's receipt.
// Signing and broadcasting are separate steps so a caller can record the signed transaction (its hash)
// before it leaves: the same transaction sent again after a crash is mined at most once.
import { BaseError, ContractFunctionRevertedError, encodeFunctionData, getAddress, type Hex, keccak256, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../core/options';
import { broadcastRaw, chainReader, gasPriceOf, receiptOrNull, signWithGas } from './rounds';

export const kestrelNftAbi = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function owner() view returns (address)',
]);
/** Gas for one mint, fixed (an estimate would refuse a mint that must be recorded as reverted). */
const MINT_GAS = 250_000n;

export interface SignedMint {
  raw: Hex;
  hash: Hex;
  nonce: number;
  /** The minter's address, lower case. */
  from: string;
}

export type MintReceipt = { status: 'pending' } | { status: 'success' | 'reverted'; block: number; confirmations: number };

/** The chain's NFT contract address, or an error when the chain names none. */
export function nftContractOf(chain: ChainConfig): `0x${string}` {
  if (!chain.nft) throw new Error(`chain ${chain.chainId} has no NFT contract configured`);
  return getAddress(chain.nft);
}

/** An explorer link to a token (`<explorer>/token/<contract>?a=<tokenId>`), or null when the chain has no explorer. */
export function tokenExplorerUrl(chain: Pick<ChainConfig, 'explorer'>, contract: string, tokenId: string): string | null {
  return chain.explorer ? `${chain.explorer.replace(/\/+$/, '')}/token/${contract}?a=${tokenId}` : null;
}

export function createNftClient(minterKey?: string) {
  const account = minterKey ? privateKeyToAccount(minterKey as Hex) : null;
  const { clientOf } = chainReader(1);

  /** The token's owner (lower case), or null when it was never minted (ownerOf reverts); other failures throw. */
  async function ownerOf(chain: ChainConfig, tokenId: bigint | string | number): Promise<string | null> {
    try {
      const owner = await clientOf(chain).readContract({
        address: nftContractOf(chain),
        abi: kestrelNftAbi,
        functionName: 'ownerOf',
        args: [BigInt(tokenId)],
      });
      return owner.toLowerCase();
    } catch (error) {
      if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError)) return null;
      throw error;
    }
  }

  /** The call that mints `tokenId` to `to` (for a signer that picks the nonce: server/chain/nonces.ts). */
  const mintCall = (chain: ChainConfig, tokenId: bigint | string | number, to: string) => ({
    to: nftContractOf(chain),
    data: encodeFunctionData({ abi: kestrelNftAbi, functionName: 'mint', args: [getAddress(to), BigInt(tokenId)] }),
    gas: MINT_GAS,
  });

  /** Signs a mint of `tokenId` to `to` with the next free nonce (at least `minNonce`); nothing is sent. */
  async function signMint(chain: ChainConfig, tokenId: bigint | string | number, to: string, minNonce = 0): Promise<SignedMint> {
    if (!account) throw new Error('no NFT minter key configured');
    const client = clientOf(chain);
    const pending = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const nonce = Math.max(pending, minNonce);
    const common = { chainId: chain.chainId, ...mintCall(chain, tokenId, to), nonce };
    const raw = await signWithGas(account, await gasPriceOf(client), common);
    return { raw, hash: keccak256(raw), nonce, from: account.address.toLowerCase() };
  }

  /** Sends a signed mint (again after a restart: a transaction the node has counts as sent). */
  const broadcast = (chain: ChainConfig, raw: string) => broadcastRaw(clientOf(chain), raw);

  /** Signs and sends a mint at once: the transaction hash. */
  async function mint(chain: ChainConfig, tokenId: bigint | string | number, to: string): Promise<Hex> {
    const signed = await signMint(chain, tokenId, to);
    await broadcast(chain, signed.raw);
    return signed.hash;
  }

  /** A mint's receipt: pending, or mined (success or reverted) with its confirmations so far. */
  async function receipt(chain: ChainConfig, hash: string): Promise<MintReceipt> {
    const client = clientOf(chain);
    const latest = Number(await client.getBlockNumber());
    const found = await receiptOrNull(client, hash);
    if (!found) return { status: 'pending' };
    const block = Number(found.blockNumber);
    // The height was read before the receipt: a block mined in between holds the receipt too.
    return { status: found.status, block, confirmations: Math.max(latest, block) - block + 1 };
  }

  /** Transactions of the minter mined so far (a nonce below it was used: by our transaction or another). */
  async function minedNonce(chain: ChainConfig): Promise<number> {
    if (!account) return 0;
    return clientOf(chain).getTransactionCount({ address: account.address, blockTag: 'latest' });
  }

  return {
    /** The minter's address (lower case), or null without a key. */
    address: account?.address.toLowerCase() ?? null,
    ownerOf,
    mintCall,
    signMint,
    broadcast,
    mint,
    receipt,
    minedNonce,
  };
}
export type NftClient = ReturnType<typeof createNftClient>;
