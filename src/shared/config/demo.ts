// DAPP_DEMO (build config, DESIGN.md): `VITE_DAPP_DEMO=1 npm run build` makes an app that starts in a
// demo session without any wallet or password. Read once here; the site store carries it as shared
// state (SPEC.md §3, "DAPP_DEMO flag").

/** True in a build made with VITE_DAPP_DEMO=1: every session is a demo account, started without login. */
export const DAPP_DEMO: boolean = import.meta.env.VITE_DAPP_DEMO === '1';
