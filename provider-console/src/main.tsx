import { pickUpControlToken } from '@portal/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { PORTAL_BASE } from './lib/config';
import { labelRowCheckboxes } from './lib/row-checkbox-labels';

async function boot() {
  // A shared mock's owner opens the apps with its control token in the address; it is kept for this tab only.
  pickUpControlToken();
  // The conditions are written out here, not imported: only then does the build drop the mock's code from
  // production output. The static demo carries the mock API in a service worker; it must answer first.
  if (import.meta.env.MODE === 'demo') {
    const { startBrowserMock } = await import('@portal/mock-api/browser');
    await startBrowserMock(import.meta.env.BASE_URL);
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
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
