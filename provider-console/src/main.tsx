import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { IS_DEMO, PORTAL_BASE, SHOW_DEV_TOOLS } from './lib/config';
import { labelRowCheckboxes } from './lib/row-checkbox-labels';

async function boot() {
  // The static demo carries the mock API in a service worker; it must answer before the console's first call.
  if (IS_DEMO) {
    const { startBrowserMock } = await import('@portal/mock-api/browser');
    await startBrowserMock(import.meta.env.BASE_URL);
  }
  if (SHOW_DEV_TOOLS) {
    (await import('@portal/mock-api/toolbar')).mountDevToolbar({ appBase: PORTAL_BASE });
  }
  labelRowCheckboxes();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
