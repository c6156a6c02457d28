import type { ResourceProps } from 'react-admin';
import { customers } from './customers';
import { fibreOrders } from './fibre-orders';
import { fibrePlans } from './fibre-plans';
import { fibreProducts } from './fibre-products';
import { lfcProducts } from './lfc-products';

/** The console's resources, in menu order: its routes are these and the dashboard. */
export const RESOURCES: readonly ResourceProps[] = [
  fibreOrders,
  fibreProducts,
  fibrePlans,
  lfcProducts,
  customers,
];
