import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { FibreOrderRecord } from '@portal/shared';
import type { ResourceProps } from 'react-admin';
import { FibreOrderCreate } from './create';
import { FibreOrderEdit } from './edit';
import { FibreOrderList } from './list';
import { FibreOrderShow } from './show';

/** Fibre orders: 002 §7 "UFB_order". */
export const fibreOrders: ResourceProps = {
  name: 'UFB_order',
  list: FibreOrderList,
  show: FibreOrderShow,
  edit: FibreOrderEdit,
  create: FibreOrderCreate,
  icon: ReceiptLongIcon,
  recordRepresentation: (o: FibreOrderRecord) => o.OrderNumber,
};
