import RouterIcon from '@mui/icons-material/Router';
import type { FibreProductRecord } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lib/lazy-view';

/** Fibre products: the store's UFB calls (created by their orders, so no create view). */
export const fibreProducts: ResourceProps = {
  name: 'UFB',
  list: lazyView(() => import('./list'), 'FibreProductList'),
  show: lazyView(() => import('./show'), 'FibreProductShow'),
  edit: lazyView(() => import('./edit'), 'FibreProductEdit'),
  icon: RouterIcon,
  recordRepresentation: (p: FibreProductRecord) => `${p.OrderNumber} · ${p.Address.Formatted}`,
};
