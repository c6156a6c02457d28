import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lib/lazy-view';

/** Fibre plans: the store's UFB_plan calls (plus the console's list, edit and create; see the contracts). */
export const fibrePlans: ResourceProps = {
  name: 'UFB_plan',
  list: lazyView(() => import('./list'), 'FibrePlanList'),
  show: lazyView(() => import('./show'), 'FibrePlanShow'),
  edit: lazyView(() => import('./edit'), 'FibrePlanEdit'),
  create: lazyView(() => import('./create'), 'FibrePlanCreate'),
  icon: PriceChangeIcon,
  recordRepresentation: 'Name',
};
