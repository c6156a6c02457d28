import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { FibreOrderRecord } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lib/lazy-view';

/** Fibre orders: the store's UFB_order calls. */
export const fibreOrders: ResourceProps = {
  name: 'UFB_order',
  list: lazyView(() => import('./list'), 'FibreOrderList'),
  show: lazyView(() => import('./show'), 'FibreOrderShow'),
  edit: lazyView(() => import('./edit'), 'FibreOrderEdit'),
  create: lazyView(() => import('./create'), 'FibreOrderCreate'),
  icon: ReceiptLongIcon,
  recordRepresentation: (o: FibreOrderRecord) => o.OrderNumber,
};
