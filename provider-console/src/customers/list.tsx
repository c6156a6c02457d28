import { displayMsisdn, type StoreCustomerRecord } from '@portal/shared';
import { DatagridConfigurable, List, SelectInput, SimpleList } from 'react-admin';
import { ListActions } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';
import { searchFilter } from '../components/record-filters';
import { useNarrow } from '../components/use-narrow';
import { customerFields } from './fields';
import { listFailureProps } from '../lib/failure-props';

const ACCOUNT_TYPES = ['postpay', 'prepay', 'payg', 'broadband', 'new'].map((id) => ({ id, name: id }));
const filters = [
  searchFilter,
  <SelectInput key="AccountType" source="AccountType" choices={ACCOUNT_TYPES} translateChoice={false} />,
];

export function CustomerList() {
  const narrow = useNarrow();
  return (
    <List
      {...listFailureProps}
      filters={narrow ? undefined : filters}
      actions={<ListActions phoneFilters={narrow ? filters : undefined} />}
      sort={{ field: 'LastName', order: 'ASC' }}
    >
      {narrow ? (
        <SimpleList<StoreCustomerRecord>
          primaryText={(c) => `${c.FirstName} ${c.LastName}`}
          secondaryText={(c) => c.Email}
          tertiaryText={(c) =>
            [c.AccountType, c.MobileNumber && displayMsisdn(c.MobileNumber)].filter(Boolean).join(' · ')
          }
          linkType="show"
        />
      ) : (
        <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
          {customerFields}
          <NanosField source="CreatedAtNanos" />
        </DatagridConfigurable>
      )}
    </List>
  );
}
