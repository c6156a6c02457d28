import type { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { CUSTOM_PAGES } from './custom-pages';
import { ConsoleLayout } from './components/layout';
import { LoginPage } from './components/login-page';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { i18nProvider } from './lib/i18n';
import { lazyView } from './lib/lazy-view';
import { createQueryClient } from './lib/query-client';
import { darkTheme, lightTheme } from './lib/theme';
import { RESOURCES } from './resources';

const appQueryClient = createQueryClient();
// The orders list and the sign-in page do not wait for the dashboard's code.
const Dashboard = lazyView(() => import('./dashboard/dashboard'), 'Dashboard');

/** The provider console: react-admin over the provider-side store at /api/v3/68. */
export function App({ queryClient = appQueryClient }: { queryClient?: QueryClient }) {
  return (
    <Admin
      title="Provider console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={lightTheme}
      darkTheme={darkTheme}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        {CUSTOM_PAGES.map(({ path, view: View }) => (
          <Route key={path} path={path} element={<View />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
