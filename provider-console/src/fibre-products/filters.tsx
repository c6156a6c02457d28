import { SelectArrayInput, SelectInput } from 'react-admin';
import { LFC_CHOICES, PRODUCT_STATE_CHOICES } from '../lib/choices';
import {
  createdFilters,
  customerFilter,
  deletedFilter,
  planFilter,
  searchFilter,
} from '../components/record-filters';

/** Every filter the product list API takes. */
export const productFilters = [
  searchFilter,
  <SelectArrayInput key="State" source="State" choices={PRODUCT_STATE_CHOICES} alwaysOn />,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} />,
  planFilter,
  customerFilter,
  ...createdFilters,
  deletedFilter,
];
