import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { storedLanguage, switchLanguage } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isPreviewMode } from './lib/preview-mode';

// Read ?preview= from the URL the tab opened with, before the guards redirect it away.
isPreviewMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The stored language's texts first (a chunk of their own unless German), so the first render is in that language.
void switchLanguage(storedLanguage())
  .catch(() => undefined)
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
