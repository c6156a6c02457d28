import PeopleIcon from '@mui/icons-material/People';
import type { Customer } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './list';
import { CustomerShow } from './show';

/** Customer accounts, read-only: what an order or product refers to. */
export const customers: ResourceProps = {
  name: 'customer',
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: (c: Customer) => `${c.FirstName} ${c.LastName}`,
};
