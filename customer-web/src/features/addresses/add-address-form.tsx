import { Alert, Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addAddressSchema, ERRORS, type Location } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import type { useAddAddress } from './use-address-changes';
import { useLocationSearch } from '../../lib/use-location-search';
import './i18n';

/** The location search: typing searches, picking a result fills the form's `location`. */
function LocationInput({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('addresses');
  const { field, fieldState } = useController({ name: 'location' });
  const [typed, setTyped] = useState('');
  const search = useLocationSearch(typed);
  const problem = fieldState.error?.message;
  return (
    <>
      {/* The location service's failure; typing again searches again. */}
      {search.error && <Alert severity="error">{ERRORS.arcgis}</Alert>}
      <Autocomplete<Location>
        options={search.data ?? []}
        value={(field.value as Location | null) ?? null}
        onChange={(_, value) => field.onChange(value)}
        inputValue={typed}
        onInputChange={(_, value, reason) => {
          setTyped(value);
          if (reason === 'input') onEdit();
        }}
        getOptionLabel={(l) => l.Formatted}
        isOptionEqualToValue={(a, b) => a.UUID === b.UUID}
        filterOptions={(x) => x}
        loading={search.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={field.ref}
            label={t('find')}
            required
            error={!!problem}
            helperText={problem ? ERRORS.no_location : t('findHint')}
          />
        )}
      />
    </>
  );
}

/**
 * A new delivery address: a location from the search ("No Location" without one) and a label. The page owns the
 * request, so its "Address added" note goes once the customer does something else there.
 */
export function AddAddressForm({ add }: { add: ReturnType<typeof useAddAddress> }) {
  const { t } = useTranslation('addresses');
  return (
    <Form
      title={t('add')}
      schema={addAddressSchema}
      defaultValues={{ location: null, description: '' }}
      onSubmit={(address) => add.mutateAsync(address)}
      resetOnSuccess
    >
      {add.isSuccess && <Alert severity="success">{t('added')}</Alert>}
      <LocationInput onEdit={() => add.reset()} />
      <TextInput name="description" label={t('description')} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </Form>
  );
}
