import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/app';
import { CONTROL_BASE } from './lib/config';
import { installErrorReporting } from './lib/error-reporting';

async function boot() {
  // The conditions are written out here, not imported: only then does the build drop the mock's code from
  // production output. The static demo carries the mock API in a service worker; it must answer first.
  if (import.meta.env.MODE === 'demo') {
    const { startBrowserMock } = await import('@portal/mock-api/browser');
    await startBrowserMock(import.meta.env.BASE_URL);
  }
  // Once the demo's mock answers, so reports have somewhere to go.
  installErrorReporting();
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
    void import('@portal/mock-api/toolbar').then((m) =>
      m.mountDevToolbar({ controlBase: CONTROL_BASE, appBase: import.meta.env.BASE_URL }),
    );
  }
  createRoot(document.getElementById('root') as HTMLElement, {
    // A page's failure is handled (its message shows) and reported; only development keeps it in the console.
    onCaughtError: (error, info) => {
      if (import.meta.env.DEV) console.warn('A page failed:', error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
