import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/app';
import { CONTROL_BASE } from './lib/config';

async function boot() {
  // The conditions are written out here, not imported: only then does the build drop the mock's code from
  // production output. The static demo carries the mock API in a service worker; it must answer first.
  if (import.meta.env.MODE === 'demo') {
    const { startBrowserMock } = await import('@portal/mock-api/browser');
    await startBrowserMock(import.meta.env.BASE_URL);
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
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
