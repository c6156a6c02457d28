import CableIcon from '@mui/icons-material/Cable';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lib/lazy-view';

/** LFC products: the store's lfc_product calls. */
export const lfcProducts: ResourceProps = {
  name: 'lfc_product',
  list: lazyView(() => import('./list'), 'LfcProductList'),
  show: lazyView(() => import('./show'), 'LfcProductShow'),
  edit: lazyView(() => import('./edit'), 'LfcProductEdit'),
  create: lazyView(() => import('./create'), 'LfcProductCreate'),
  icon: CableIcon,
  recordRepresentation: 'Name',
};
