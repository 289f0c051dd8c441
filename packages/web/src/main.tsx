import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App.js';
import { createI18n } from './i18n/index.js';
import { startOffline } from './offline/register.js';
import { parseRoute } from './route.js';
import './styles.css';

// A local game's page: its worker and its board's chunks start loading now, in parallel, not one after the other
// once React has rendered down to the board (a phone's first visit, issue 14).
const route = parseRoute(window.location.pathname, window.location.hash);
// Imported here, not statically: the first page of the home carries no game (issue 28).
if (route.page === 'local') {
  void import('./play/session.js').then((m) => m.prestartWorker(route.game));
  void import('./boards.js').then((m) => m.preloadBoard(route.game));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}
startOffline();
