import { Admin, Resource } from 'react-admin';
import { ConsoleLayout } from './components/layout';
import { LoginPage } from './components/login-page';
import { customers } from './customers';
import { fibreOrders } from './fibre-orders';
import { fibrePlans } from './fibre-plans';
import { fibreProducts } from './fibre-products';
import { lfcProducts } from './lfc-products';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { i18nProvider } from './lib/i18n';
import { lazyView } from './lib/lazy-view';
import { createQueryClient } from './lib/query-client';
import { darkTheme, lightTheme } from './lib/theme';

const queryClient = createQueryClient();
// The orders list and the sign-in page do not wait for the dashboard's code.
const Dashboard = lazyView(() => import('./dashboard/dashboard'), 'Dashboard');

/** The provider console: react-admin over the provider-side store at /api/v3/68. */
export function App() {
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
      <Resource {...fibreOrders} />
      <Resource {...fibreProducts} />
      <Resource {...fibrePlans} />
      <Resource {...lfcProducts} />
      <Resource {...customers} />
    </Admin>
  );
}
