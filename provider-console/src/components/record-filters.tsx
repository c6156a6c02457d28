import { SelectInput, TextInput } from 'react-admin';
import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput } from './lazy-filter-inputs';

const customerName = (c: { FirstName: string; LastName: string }) => `${c.FirstName} ${c.LastName}`;

/** The filters orders and products share: free text, plan, customer, creation dates and deleted records. */
export const searchFilter = <TextInput key="q" source="q" alwaysOn resettable />;

export const planFilter = (
  <ReferenceInput
    key="PlanUUID"
    source="PlanUUID"
    reference="UFB_plan"
    sort={{ field: 'Cents', order: 'ASC' }}
  >
    <SelectInput optionText="Name" />
  </ReferenceInput>
);

export const customerFilter = (
  <ReferenceInput key="CustomerUUID" source="CustomerUUID" reference="customer">
    <AutocompleteInput optionText={customerName} />
  </ReferenceInput>
);

export const createdFilters = [
  <DateInput key="CreatedFrom" source="CreatedFrom" />,
  <DateInput key="CreatedTo" source="CreatedTo" />,
];

export const deletedFilter = <BooleanInput key="deleted" source="deleted" />;
