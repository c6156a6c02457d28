import { TextField } from 'react-admin';
import { PhoneField } from '../components/formatted-fields';

/**
 * A customer account's own fields, the list's first columns and the show page's first lines. An array, not a
 * fragment, because the datagrid reads its columns from its direct children.
 */
export const customerFields = [
  <TextField key="FirstName" source="FirstName" />,
  <TextField key="LastName" source="LastName" />,
  <TextField key="Email" source="Email" />,
  <PhoneField key="MobileNumber" source="MobileNumber" />,
  <TextField key="AccountType" source="AccountType" />,
  <TextField key="AccountState" source="AccountState" />,
];
