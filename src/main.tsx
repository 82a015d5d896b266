import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/fonts.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './app/pwa';
import { DEFAULT_LANG, langOfPath } from './domain/paths';
import { registerFeatureCatalogs } from './app/catalogs';
import { activateLanguage } from './i18n/i18n';

async function boot() {
  registerFeatureCatalogs();
  // Lingui renders nothing until a locale is active: load the URL's language first.
  await activateLanguage(langOfPath(location.pathname) ?? DEFAULT_LANG);
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startPwa();
}

void boot();
