import { Alert, Autocomplete, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressFromLocation, ERRORS, errorText, type Location } from '@portal/shared';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { FormField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { useAddAddress } from './use-address-changes';
import { useLocationSearch } from './use-location-search';
import './i18n';

/** A new delivery address: a location from the search ("No Location" without one) and a label. */
export function AddAddressForm() {
  const { t } = useTranslation('addresses');
  const [typed, setTyped] = useState('');
  const [location, setLocation] = useState<Location | null>(null);
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const search = useLocationSearch(typed);
  const add = useAddAddress();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!location) return;
    const body = {
      ...addressFromLocation(location),
      ...(description.trim() ? { Description: description.trim() } : {}),
    };
    add.mutate(body, {
      onSuccess: () => {
        setLocation(null);
        setTyped('');
        setDescription('');
        setTouched(false);
      },
    });
  };
  return (
    <Form title={t('add')} onSubmit={submit}>
      {add.error && <Alert severity="error">{errorText(add.error)}</Alert>}
      {add.isSuccess && <Alert severity="success">{t('added')}</Alert>}
      {/* The location service's failure; typing again searches again. */}
      {search.error && <Alert severity="error">{ERRORS.arcgis}</Alert>}
      <Autocomplete
        options={search.data ?? []}
        value={location}
        onChange={(_, value) => setLocation(value)}
        inputValue={typed}
        onInputChange={(_, value) => setTyped(value)}
        getOptionLabel={(l) => l.Formatted}
        isOptionEqualToValue={(a, b) => a.UUID === b.UUID}
        filterOptions={(x) => x}
        loading={search.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('find')}
            required
            error={touched && !location}
            helperText={touched && !location ? ERRORS.no_location : t('findHint')}
          />
        )}
      />
      <FormField label={t('description')} value={description} onValue={setDescription} />
      <SubmitButton loading={add.isPending}>{t('submit')}</SubmitButton>
    </Form>
  );
}
