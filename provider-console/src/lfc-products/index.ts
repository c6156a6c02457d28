import CableIcon from '@mui/icons-material/Cable';
import type { ResourceProps } from 'react-admin';
import { LfcProductCreate } from './create';
import { LfcProductEdit } from './edit';
import { LfcProductList } from './list';
import { LfcProductShow } from './show';

/** LFC products: 002 §7 "lfc_product". */
export const lfcProducts: ResourceProps = {
  name: 'lfc_product',
  list: LfcProductList,
  show: LfcProductShow,
  edit: LfcProductEdit,
  create: LfcProductCreate,
  icon: CableIcon,
  recordRepresentation: 'Name',
};
