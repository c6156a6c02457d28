import PeopleIcon from '@mui/icons-material/People';
import type { Customer } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lib/lazy-view';

/** Customer accounts, read-only: what an order or product refers to. */
export const customers: ResourceProps = {
  name: 'customer',
  list: lazyView(() => import('./list'), 'CustomerList'),
  show: lazyView(() => import('./show'), 'CustomerShow'),
  icon: PeopleIcon,
  recordRepresentation: (c: Customer) => `${c.FirstName} ${c.LastName}`,
};
