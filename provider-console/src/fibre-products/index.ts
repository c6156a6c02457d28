import RouterIcon from '@mui/icons-material/Router';
import type { FibreProductRecord } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { FibreProductEdit } from './edit';
import { FibreProductList } from './list';
import { FibreProductShow } from './show';

/** Fibre products: 002 §7 "UFB" (created by their orders, so no create view). */
export const fibreProducts: ResourceProps = {
  name: 'UFB',
  list: FibreProductList,
  show: FibreProductShow,
  edit: FibreProductEdit,
  icon: RouterIcon,
  recordRepresentation: (p: FibreProductRecord) => `${p.OrderNumber} · ${p.Address.Formatted}`,
};
