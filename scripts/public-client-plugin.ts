// wagmi's getPublicClient (behind usePublicClient) returns the chain's client extended with all of viem's
// public actions. Its one caller in the app's bundle is RainbowKit's transaction store, which only hands
// the client to viem's waitForTransactionReceipt(client, …) — an action that takes a plain client. The
// extension brings in every public action, and with verifyMessage and verifyHash the secp256k1 curve
// (about 12 KB gzip) into the wallet stack that "Connect wallet" loads. This build step gives
// getPublicClient the plain client. The app itself calls viem's actions as functions or through wagmi's
// own hooks; biome.json refuses `usePublicClient`/`getPublicClient` in src/ so nobody relies on the
// methods. To undo it, drop the plugin from vite.config.ts.
import type { Plugin } from 'vite';

const TARGET = /[\\/]@wagmi[\\/]core[\\/]dist[\\/]esm[\\/]actions[\\/]getPublicClient\.js$/;
const EXTENDED = 'client?.extend(publicActions)';

export function plainPublicClient(): Plugin {
  return {
    name: 'kestrel-plain-public-client',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!code.includes(EXTENDED)) {
        // A wagmi update changed the file: fail the build rather than ship the heavier stack unnoticed.
        this.error(`${id}: "${EXTENDED}" not found; review scripts/public-client-plugin.ts`);
      }
      return {
        code: code.replace("import { publicActions } from 'viem';", '').replace(EXTENDED, 'client'),
        map: null,
      };
    },
  };
}
