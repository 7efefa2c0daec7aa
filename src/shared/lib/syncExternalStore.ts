// React 19 has useSyncExternalStore built in. The libraries that import the package made for older
// Reacts (`use-sync-external-store/shim`: react-i18next) get React's own here (vite.config.ts).
export { useSyncExternalStore } from 'react';
