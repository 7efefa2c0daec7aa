import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnce } from './app/chunks';
import './api/realtime';
import { initI18n } from './shared/i18n';
import { usePrefs } from './shared/stores/prefs';
import './app/app.css';

// A preload of a chunk that a new deploy removed: reload once for the new index.html.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

await initI18n(usePrefs.getState().lang);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
