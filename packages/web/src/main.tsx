import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App.js';
import { createI18n } from './i18n/index.js';
import { startOffline } from './offline/register.js';
import './styles.css';

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
