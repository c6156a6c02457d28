import { SelectInput, TextInput } from 'react-admin';
import { DayInput } from './day-input';
import { AutocompleteInput, BooleanInput, ReferenceInput } from './lazy-filter-inputs';

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
  <DayInput key="CreatedFrom" source="CreatedFrom" />,
  <DayInput key="CreatedTo" source="CreatedTo" />,
];

export const deletedFilter = <BooleanInput key="deleted" source="deleted" />;
