export const DAPP_DEMO_DIR: string;
/** Builds the DAPP_DEMO app unless the one there was made from the same sources; true when it built. */
export function buildDappDemo(): Promise<boolean>;
