import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnce } from './app/chunks';
import './api/realtime';
import { initI18n } from './shared/i18n';
import { usePrefs } from './shared/stores/prefs';
import { useSession } from './shared/stores/session';
import './app/app.css';
import './app/controls.css';

// A preload of a chunk that a new deploy removed: reload once for the new index.html.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// A wallet session follows the wallet on every page: the watcher (and, when idle, the wallet stack)
// loads only for wallet sessions, never in the first screen's bundle.
const watchWallet = () => void import('./features/web3').then((m) => m.startWalletWatch());
if (useSession.getState().wallet) watchWallet();
useSession.subscribe((state, previous) => {
  if (state.wallet && !previous.wallet) watchWallet();
});

await initI18n(usePrefs.getState().lang);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
