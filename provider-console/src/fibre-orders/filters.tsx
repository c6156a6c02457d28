import { SelectInput } from 'react-admin';
import { DayInput } from '../components/day-input';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectArrayInput,
} from '../components/lazy-filter-inputs';
import { LFC_CHOICES, ORDER_STATE_CHOICES } from '../lib/choices';
import {
  createdFilters,
  customerFilter,
  deletedFilter,
  planFilter,
  searchFilter,
} from '../components/record-filters';

/** Every filter the order list API takes: state, LFC, plan, dates, text, deleted. */
export const orderFilters = [
  searchFilter,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} alwaysOn />,
  <SelectArrayInput key="State" source="State" choices={ORDER_STATE_CHOICES} />,
  planFilter,
  <ReferenceInput key="LFCProductUUID" source="LFCProductUUID" reference="lfc_product">
    <AutocompleteInput optionText="Name" />
  </ReferenceInput>,
  customerFilter,
  ...createdFilters,
  <DayInput key="AppointmentOn" source="AppointmentOn" />,
  <BooleanInput key="attention" source="attention" />,
  deletedFilter,
];
