import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { i18n } from './lib/i18n';
import { App } from './app/app';
import { pickUpControlToken } from '@portal/shared';
import { CONTROL_BASE, IS_PRODUCTION } from './lib/config';
import { installErrorReporting } from './lib/error-reporting';
import { headerHiddenByChoice } from './lib/header-choice';
import { pathInApp, readPrerendered, shouldHydrate } from './lib/hydrate-or-render';
import { routeCodeLinked } from './lib/route-code-linked';
import { hasAppStorage } from './lib/storage';
import { keepTypedFields } from './lib/typed-before-start';

const rootOptions: RootOptions = {
  // A page's failure is handled (its message shows) and reported; only development keeps it in the console.
  onCaughtError: (error, info) => {
    if (import.meta.env.DEV) console.warn('A page failed:', error, info.componentStack);
  },
  // A pre-rendered page that does not match its first render is a fault of the build: said loudly, so the
  // journeys (which fail on a console error) catch it.
  onRecoverableError: (error, info) => {
    // React wraps what a concurrent render threw (its error 520); the cause is what names the fault.
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
    console.error('The page recovered from an error:', error, cause, info.componentStack);
  },
};

function mount(root: HTMLElement) {
  const prerendered = readPrerendered(root);
  const hydrates = shouldHydrate({
    prerenderedPath: prerendered?.path,
    path: pathInApp(window.location.pathname, import.meta.env.BASE_URL.replace(/\/$/, '')),
    search: window.location.search,
    language: i18n.language,
    keptData: hasAppStorage(),
    headerHidden: headerHiddenByChoice(),
  });
  if (hydrates) {
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding a phone's main
    // thread for the whole page: the page (already painted) scrolls meanwhile, and a tap before it has finished
    // finishes it at once and is then handled.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App prerenderedData={prerendered?.data} />
        </StrictMode>,
        rootOptions,
      );
    });
    return;
  }
  // The pre-rendered HTML (if any) stays until the app's own first render replaces it; what was typed into it
  // meanwhile goes over to the fields drawn afresh.
  keepTypedFields(root);
  createRoot(root, rootOptions).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

async function boot() {
  // A shared mock's owner opens the apps with its control token in the address; it is kept for this tab only.
  if (!IS_PRODUCTION) pickUpControlToken();
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
  await routeCodeLinked();
  // Evaluating the first load's modules is one long task on a phone; starting React in a task of its own keeps the
  // page answering between the two.
  await new Promise((resolve) => setTimeout(resolve, 0));
  mount(document.getElementById('root') as HTMLElement);
}

void boot();
