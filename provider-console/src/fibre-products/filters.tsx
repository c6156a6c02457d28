import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { LFC_CHOICES, PRODUCT_STATE_CHOICES } from '../lib/choices';

const customerName = (c: { FirstName: string; LastName: string }) => `${c.FirstName} ${c.LastName}`;

/** Every filter the product list API takes. */
export const productFilters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectArrayInput key="State" source="State" choices={PRODUCT_STATE_CHOICES} alwaysOn />,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} />,
  <ReferenceInput
    key="PlanUUID"
    source="PlanUUID"
    reference="UFB_plan"
    sort={{ field: 'Cents', order: 'ASC' }}
  >
    <SelectInput optionText="Name" />
  </ReferenceInput>,
  <ReferenceInput key="CustomerUUID" source="CustomerUUID" reference="customer">
    <AutocompleteInput optionText={customerName} />
  </ReferenceInput>,
  <DateInput key="CreatedFrom" source="CreatedFrom" />,
  <DateInput key="CreatedTo" source="CreatedTo" />,
  <BooleanInput key="deleted" source="deleted" />,
];
