import { FibreOrderCreateSchema } from '@portal/shared';
import { AutocompleteInput, Create, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { useSaveFailure } from '../lib/use-save-failure';
import { ChoicesLoadFailure } from '../components/load-failure';

const customerName = (c: { FirstName: string; LastName: string; Email: string }) =>
  `${c.FirstName} ${c.LastName} (${c.Email})`;

/**
 * A new order (pessimistic, so the API's field errors show on their fields). A customer, plan or LFC product list
 * that could not be loaded is said under its field, never shown as no choice at all.
 */
export function FibreOrderCreate() {
  const saveFailure = useSaveFailure();
  return (
    <Create redirect="show" mutationOptions={{ onError: saveFailure }}>
      <SimpleForm validate={zodValidate(FibreOrderCreateSchema)}>
        <ReferenceInput source="CustomerUUID" reference="customer">
          <AutocompleteInput optionText={customerName} fullWidth />
          <ChoicesLoadFailure />
        </ReferenceInput>
        <ReferenceInput
          source="PlanUUID"
          reference="UFB_plan"
          filter={{ Available: true }}
          sort={{ field: 'Cents', order: 'ASC' }}
        >
          <SelectInput optionText="Name" />
          <ChoicesLoadFailure />
        </ReferenceInput>
        <ReferenceInput source="LFCProductUUID" reference="lfc_product" sort={{ field: 'LFC', order: 'ASC' }}>
          <AutocompleteInput
            optionText={(p: { LFC: string; Name: string }) => `${p.LFC}: ${p.Name}`}
            fullWidth
          />
          <ChoicesLoadFailure />
        </ReferenceInput>
        <TextInput source="Address.Formatted" fullWidth />
        <TextInput source="Address.Suburb" />
        <TextInput source="Address.City" />
        <TextInput source="Address.PostCode" />
        <TextInput source="ExternalReference.SiteContactName" />
        <TextInput source="ExternalReference.SiteContactPhone" />
        <TextInput source="ExternalReference.SiteContactEmail" />
      </SimpleForm>
    </Create>
  );
}
