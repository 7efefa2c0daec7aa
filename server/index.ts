// Starts the reference server: `npm start` (after building the app) or `npm run server`. With
// INSTANCES=N (and DATABASE_URL), N server processes share the port (server/instances.ts).
import cluster from 'node:cluster';
import net from 'node:net';
import type { Hex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { createServer, type KestrelServer } from './app';
import { type DevChain, fundOnDevChain, handNftTo, startDevChain } from './chain/devchain';
import { optionsFromEnv } from './config';
import type { ServerOptions } from './core/options';
import { runInstances, runWorker, instancesWanted, workerOptions } from './instances';
import { DEMO_LOGIN } from './modules/auth';

/** Whether nothing listens on host:port yet (anvil would fail, or talk to whatever is there). */
const portFree = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/** Demo mode without a configured chain: the embedded dev chain (anvil + a test USDT), unless DEV_CHAIN=0. Adds it to `options`. */
async function startChain(options: ServerOptions & { port: number }): Promise<DevChain | null> {
  let devChain: DevChain | null = null;
  if (options.mode === 'demo' && !process.env.CHAIN_RPC_URL && process.env.DEV_CHAIN !== '0') {
    const port = Number(process.env.DEV_CHAIN_PORT || 8545);
    try {
      if (!(await portFree(port))) throw new Error(`port ${port} is already in use`);
      devChain = await startDevChain({ port, blockTime: Number(process.env.DEV_CHAIN_BLOCK_TIME ?? 1) });
      // The hot wallet that sends withdrawals: HOT_WALLET_KEY, else a key of the deposit mnemonic's second
      // account, funded on the dev chain at every start (1,000,000 test USDT and test ETH for gas).
      if (!options.hotWalletKey && options.depositMnemonic) {
        const key = mnemonicToAccount(options.depositMnemonic, { accountIndex: 1 }).getHdKey().privateKey;
        if (key) options.hotWalletKey = `0x${Buffer.from(key).toString('hex')}`;
      }
      if (options.hotWalletKey) await fundOnDevChain(devChain, privateKeyToAccount(options.hotWalletKey as Hex).address, '1000000');
      // The NFT contract's owner mints withdrawn NFTs: NFT_MINTER_KEY, else a key of the deposit mnemonic's
      // third account (its own nonces: mints never race the hot wallet's withdrawals), else the hot wallet's.
      if (!options.nftMinterKey && options.depositMnemonic) {
        const key = mnemonicToAccount(options.depositMnemonic, { accountIndex: 2 }).getHdKey().privateKey;
        if (key) options.nftMinterKey = `0x${Buffer.from(key).toString('hex')}`;
      }
      const minterKey = options.nftMinterKey ?? options.hotWalletKey;
      if (minterKey) await handNftTo(devChain, privateKeyToAccount(minterKey as Hex).address);
      options.chains = [
        {
          chainId: devChain.chainId,
          name: 'Kestrel dev chain',
          rpcUrl: devChain.rpcUrl,
          usdt: devChain.usdt,
          explorer: '',
          confirmations: 5,
          nft: devChain.nft,
        },
        ...(options.chains ?? []),
      ];
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      console.warn(`\nThe dev chain did not start on port ${port} (${why}). Going on without a chain (DEV_CHAIN_PORT picks another port).`);
    }
  }
  return devChain;
}

/** What the operator reads at start: where it runs, the demo account, the dev chain's keys. */
function printBanner(url: string, options: ReturnType<typeof optionsFromEnv>, devChain: DevChain | null): void {
  console.log(`\nKestrel is running at ${url}/`);
  console.log(`  API ${url}/api (reading ${options.reading}${options.base64 ? ', base64 replies' : ''}), socket.io ${url}/socket.io`);
  console.log(`  database ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${options.dataDir}/kestrel.sqlite`}`);
  if (options.mode === 'demo') {
    console.log(`  demo account: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    console.log(`  codes sent by mail or SMS appear in the log and at ${url}/api/dev/outbox?to=<email or mobile> (from this machine only)`);
    if (options.host === '127.0.0.1') console.log('  listening on this machine only (demo mode); HOST=0.0.0.0 opens it to the network');
  }
  if (options.mode === 'production' && !options.siweDomains.length) {
    console.warn("  SIWE_DOMAINS is not set: wallet sign-in trusts the Host header; set it to the site's domain(s) in production.");
  }
  if (devChain) {
    const testKey = devChain.accounts[1];
    console.log('\n  Dev chain (anvil):');
    console.log(`    RPC URL ${devChain.rpcUrl}, chain id ${devChain.chainId}, test USDT (6 decimals) at ${devChain.usdt}`);
    console.log(`    NFT contract (ERC-721 "Kestrel NFT") at ${devChain.nft}, owned by the minter key`);
    console.log(
      `    MetaMask: Settings → Networks → Add a network manually: RPC URL ${devChain.rpcUrl}, chain ID ${devChain.chainId}, currency ETH;`,
    );
    console.log(`    then Import account with the private key below, and Import tokens with the USDT address above.`);
    console.log(`    test key, never use for real funds (anvil's public test account, 10,000 test USDT):`);
    console.log(`      address ${testKey.address}`);
    console.log(`      private key ${testKey.privateKey}`);
  }
  if (options.hotWalletKey) console.log(`  hot wallet (sends withdrawals): ${privateKeyToAccount(options.hotWalletKey as Hex).address}`);
  if (options.nftMinterKey) console.log(`  NFT minter (mints withdrawn NFTs): ${privateKeyToAccount(options.nftMinterKey as Hex).address}`);
  for (const chain of options.chains ?? []) {
    if (chain.chainId !== devChain?.chainId) console.log(`  chain ${chain.chainId} (${chain.name}): USDT ${chain.usdt}`);
  }
  console.log('  admin: npm run admin -- help\n');
}

/**
 * A shutdown lets requests under way finish, but never hangs: after SHUTDOWN_GRACE_MS (10 s by default)
 * the open connections are cut and the process exits, saying what it was waiting for.
 */
function closeOnSignals(server: KestrelServer, after: () => Promise<void> = async () => undefined): void {
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      setTimeout(() => {
        console.error(`Kestrel did not close within ${graceMs} ms (waiting for ${server.closingStage()}): exiting now.`);
        process.exit(1); // which closes every connection still open
      }, graceMs).unref();
      void server
        .close()
        .then(after)
        .finally(() => process.exit(0));
    });
  }
}

const options = optionsFromEnv();
const instances = instancesWanted();
if (cluster.isWorker) {
  // One of INSTANCES=N: the chain and keys the primary prepared, connections from the primary.
  const server = await createServer({ ...options, ...workerOptions() });
  await runWorker(server);
  closeOnSignals(server);
} else if (instances > 1) {
  const devChain = await startChain(options);
  await runInstances(instances, options, {
    onListening: (url) => printBanner(url, options, devChain),
    onExit: async () => await devChain?.stop(),
  });
} else {
  const devChain = await startChain(options);
  const server = await createServer(options);
  const url = await server.listen(options.port, options.host);
  printBanner(url, options, devChain);
  closeOnSignals(server, async () => await devChain?.stop());
}
