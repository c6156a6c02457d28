import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { ResourceProps } from 'react-admin';
import { FibrePlanCreate } from './create';
import { FibrePlanEdit } from './edit';
import { FibrePlanList } from './list';
import { FibrePlanShow } from './show';

/** Fibre plans: 002 §7 "UFB_plan" (plus the console's list, edit and create; see the contracts). */
export const fibrePlans: ResourceProps = {
  name: 'UFB_plan',
  list: FibrePlanList,
  show: FibrePlanShow,
  edit: FibrePlanEdit,
  create: FibrePlanCreate,
  icon: PriceChangeIcon,
  recordRepresentation: 'Name',
};
