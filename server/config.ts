// Server settings from the environment, with the defaults the README lists.
import path from 'node:path';
import { english, generateMnemonic } from 'viem/accounts';
import { adminTokenFor, dataDirFromEnv, keptSecret, portFromEnv, ROOT } from './access';
import type { ChainConfig, ServerOptions } from './core/options';

// Where the server keeps its data and listens, and its admin token (the admin command line needs only these).
export { adminTokenFor, dataDirFromEnv, portFromEnv, ROOT };

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** Mainnets selectable with CHAINS=ethereum,bsc,polygon,arbitrum (each needs <NAME>_RPC_URL), with their USDT contracts. */
export const CHAIN_PRESETS: Record<string, Omit<ChainConfig, 'rpcUrl'>> = {
  ethereum: {
    chainId: 1,
    name: 'Ethereum',
    usdt: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    explorer: 'https://etherscan.io',
    confirmations: 5,
  },
  bsc: {
    chainId: 56,
    name: 'BNB Chain',
    usdt: '0x55d398326f99059fF775485246999027B3197955',
    explorer: 'https://bscscan.com',
    confirmations: 5,
  },
  polygon: {
    chainId: 137,
    name: 'Polygon',
    usdt: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
    explorer: 'https://polygonscan.com',
    confirmations: 5,
  },
  arbitrum: {
    chainId: 42161,
    name: 'Arbitrum One',
    usdt: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    explorer: 'https://arbiscan.io',
    confirmations: 5,
  },
};

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);

/**
 * Chains from the environment: CHAIN_RPC_URL (+ CHAIN_ID, CHAIN_NAME, USDT_ADDRESS, CHAIN_EXPLORER, NFT_ADDRESS),
 * presets named in CHAINS (each with <NAME>_RPC_URL), and CHAINS_JSON (an array of ChainConfig).
 * A chain id given twice keeps the first. Bad settings stop the start with a clear message.
 */
export function chainsFromEnv(env: NodeJS.ProcessEnv = process.env): ChainConfig[] {
  const chains: ChainConfig[] = [];
  const add = (chain: ChainConfig, from: string) => {
    if (!Number.isInteger(chain.chainId) || chain.chainId <= 0) throw new Error(`${from}: chain id must be a positive integer`);
    if (!chain.rpcUrl) throw new Error(`${from}: an RPC URL is required`);
    if (!isAddress(chain.usdt)) throw new Error(`${from}: the USDT contract address is missing or malformed`);
    if (chain.nft !== undefined && !isAddress(chain.nft)) throw new Error(`${from}: the NFT contract address is malformed`);
    if (!chains.some((c) => c.chainId === chain.chainId)) chains.push(chain);
  };
  if (env.CHAIN_RPC_URL) {
    const chainId = Number(env.CHAIN_ID || 31337);
    add(
      {
        chainId,
        name: env.CHAIN_NAME || (chainId === 31337 ? 'Kestrel dev chain' : `Chain ${chainId}`),
        rpcUrl: env.CHAIN_RPC_URL,
        usdt: env.USDT_ADDRESS ?? '',
        explorer: env.CHAIN_EXPLORER || '',
        confirmations: 5,
        nft: env.NFT_ADDRESS || undefined,
      },
      'CHAIN_RPC_URL',
    );
  }
  for (const name of (env.CHAINS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean)) {
    const preset = CHAIN_PRESETS[name];
    if (!preset) throw new Error(`CHAINS: unknown chain "${name}" (known: ${Object.keys(CHAIN_PRESETS).join(', ')})`);
    const variable = `${name.toUpperCase()}_RPC_URL`;
    add({ ...preset, rpcUrl: env[variable] ?? '' }, variable);
  }
  if (env.CHAINS_JSON) {
    const list = JSON.parse(env.CHAINS_JSON) as unknown;
    if (!Array.isArray(list)) throw new Error('CHAINS_JSON must be a JSON array of chains');
    for (const item of list as Array<Partial<ChainConfig>>) {
      add(
        {
          chainId: Number(item.chainId),
          name: String(item.name ?? `Chain ${item.chainId}`),
          rpcUrl: String(item.rpcUrl ?? ''),
          usdt: String(item.usdt ?? ''),
          explorer: String(item.explorer ?? ''),
          confirmations: Number(item.confirmations ?? 5),
          nft: item.nft ? String(item.nft) : undefined,
        },
        'CHAINS_JSON',
      );
    }
  }
  return chains;
}

/** The HD mnemonic deposit addresses derive from: DEPOSIT_MNEMONIC, else one generated once and kept in DATA_DIR/deposit-mnemonic. */
export function depositMnemonicFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEPOSIT_MNEMONIC) return env.DEPOSIT_MNEMONIC.trim();
  return keptSecret(path.join(dataDir, 'deposit-mnemonic'), () => generateMnemonic(english));
}

/** HOT_WALLET_KEY: the private key that sends withdrawals (checked here so a typo stops the start). */
export function hotWalletKeyFrom(env: NodeJS.ProcessEnv = process.env, variable = 'HOT_WALLET_KEY'): string | undefined {
  const key = env[variable]?.trim();
  if (!key) return undefined;
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${variable} must be a 0x-prefixed 32-byte hex private key`);
  return key;
}

export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ServerOptions & { port: number; host: string; siweDomains: string[] } {
  const dataDir = dataDirFromEnv(env);
  const mode = env.KESTREL_MODE === 'production' ? 'production' : 'demo';
  return {
    port: portFromEnv(env),
    // A demo server (dev outbox, demo accounts) listens on this machine only unless HOST says otherwise.
    host: env.HOST || (mode === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    reading: env.API_READING === 'A' ? 'A' : 'B',
    base64: flag(env.API_BASE64, false),
    mode,
    h5Demo: flag(env.H5_DEMO, mode === 'demo'),
    adminToken: adminTokenFor(dataDir, env),
    distDir: path.resolve(env.DIST_DIR || path.join(ROOT, 'dist')),
    log: flag(env.LOG, true),
    market: {
      tickMs: env.MARKET_TICK_MS ? Number(env.MARKET_TICK_MS) : undefined,
      extraSymbols: env.MARKET_EXTRA_SYMBOLS ? Number(env.MARKET_EXTRA_SYMBOLS) : undefined,
      seed: env.MARKET_SEED ? Number(env.MARKET_SEED) : undefined,
      historyCandles: env.MARKET_HISTORY_CANDLES ? Number(env.MARKET_HISTORY_CANDLES) : undefined,
    },
    chains: chainsFromEnv(env),
    demoPerHour: env.DEMO_PER_HOUR ? Number(env.DEMO_PER_HOUR) : undefined,
    codesPerHour: env.CODES_PER_HOUR ? Number(env.CODES_PER_HOUR) : undefined,
    passwordCost: env.PASSWORD_SCRYPT_N ? Number(env.PASSWORD_SCRYPT_N) : undefined,
    depositMnemonic: depositMnemonicFor(dataDir, env),
    hotWalletKey: hotWalletKeyFrom(env),
    // The NFT contracts' owner that mints withdrawn NFTs: NFT_MINTER_KEY, else the hot wallet's key.
    nftMinterKey: hotWalletKeyFrom(env, 'NFT_MINTER_KEY'),
    watchMs: env.WATCH_MS ? Number(env.WATCH_MS) : undefined,
    siweDomains: (env.SIWE_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
    // Test servers: a clock the admin can move forward, and every reply checked against its schema.
    testClock: flag(env.TEST_CLOCK, false) && mode === 'demo',
    checkReplies: flag(env.CHECK_REPLIES, false),
  };
}
