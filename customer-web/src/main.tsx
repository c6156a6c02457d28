import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/app';
import { CONTROL_BASE, IS_DEMO, SHOW_DEV_TOOLS } from './lib/config';

async function boot() {
  // The static demo carries the mock API in a service worker; it must answer before the app's first call.
  if (IS_DEMO) {
    const { startBrowserMock } = await import('@portal/mock-api/browser');
    await startBrowserMock(import.meta.env.BASE_URL);
  }
  if (SHOW_DEV_TOOLS) {
    void import('@portal/mock-api/toolbar').then((m) =>
      m.mountDevToolbar({ controlBase: CONTROL_BASE, appBase: import.meta.env.BASE_URL }),
    );
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
