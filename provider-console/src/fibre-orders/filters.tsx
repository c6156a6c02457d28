import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { LFC_CHOICES, ORDER_STATE_CHOICES } from '../lib/choices';

const customerName = (c: { FirstName: string; LastName: string }) => `${c.FirstName} ${c.LastName}`;

/** Every filter the order list API takes (002 §7 store, DESIGN.md): state, LFC, plan, dates, text, deleted. */
export const orderFilters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} alwaysOn />,
  <SelectArrayInput key="State" source="State" choices={ORDER_STATE_CHOICES} />,
  <ReferenceInput
    key="PlanUUID"
    source="PlanUUID"
    reference="UFB_plan"
    sort={{ field: 'Cents', order: 'ASC' }}
  >
    <SelectInput optionText="Name" />
  </ReferenceInput>,
  <ReferenceInput key="LFCProductUUID" source="LFCProductUUID" reference="lfc_product">
    <AutocompleteInput optionText="Name" />
  </ReferenceInput>,
  <ReferenceInput key="CustomerUUID" source="CustomerUUID" reference="customer">
    <AutocompleteInput optionText={customerName} />
  </ReferenceInput>,
  <DateInput key="CreatedFrom" source="CreatedFrom" />,
  <DateInput key="CreatedTo" source="CreatedTo" />,
  <DateInput key="AppointmentOn" source="AppointmentOn" />,
  <BooleanInput key="attention" source="attention" />,
  <BooleanInput key="deleted" source="deleted" />,
];
