import { FibreProductUpdateSchema, PRODUCT_TRANSITIONS, type FibreProductRecord } from '@portal/shared';
import { Edit, ReferenceInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { PRODUCT_STATE_CHOICES, PRODUCT_SUBSTATE_CHOICES } from '../lib/choices';
import { zodValidate } from '../lib/zod-validate';

const validate = zodValidate(FibreProductUpdateSchema.omit({ DeletedAtNanos: true }));

function StateInput() {
  const product = useRecordContext<FibreProductRecord>();
  const legal = product ? [product.State, ...PRODUCT_TRANSITIONS[product.State]] : [];
  return <SelectInput source="State" choices={PRODUCT_STATE_CHOICES.filter((c) => legal.includes(c.id))} />;
}

export function FibreProductEdit() {
  return (
    <Edit>
      <SimpleForm validate={validate}>
        <StateInput />
        <SelectInput
          source="Substate"
          choices={PRODUCT_SUBSTATE_CHOICES}
          translateChoice={false}
          emptyValue=""
        />
        <TextInput source="Note" multiline fullWidth />
        <ReferenceInput source="PlanUUID" reference="UFB_plan" sort={{ field: 'Cents', order: 'ASC' }}>
          <SelectInput optionText="Name" />
        </ReferenceInput>
        <TextInput source="BillingReference" />
      </SimpleForm>
    </Edit>
  );
}
