import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressSearchSchema, type ShopAddress } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { ListSkeleton } from '../../components/content-skeleton';
import { useAddressSearch } from './use-address-search';
import './i18n';

/** The address step: type, search, pick one of the addresses found. */
export function AddressSearch({ onPick }: { onPick: (address: ShopAddress) => void }) {
  const { t } = useTranslation('shopBroadband');
  // The landing page's address check opens the shop with what was typed there, already searched.
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('address')?.trim() ?? '');
  const search = useAddressSearch(q);
  const found = search.data?.Addresses ?? [];
  return (
    <>
      <Form
        role="search"
        schema={addressSearchSchema}
        defaultValues={{ address: q }}
        onSubmit={({ address }) => setQ(address.trim())}
      >
        <TextInput name="address" label={t('address')} autoComplete="street-address" />
        <SubmitButton size="medium" sx={{ alignSelf: 'flex-start' }}>
          {t('search')}
        </SubmitButton>
      </Form>
      {search.isFetching && <ListSkeleton rows={3} />}
      {search.error && <ErrorBanner error={search.error} onRetry={() => void search.refetch()} />}
      {search.isSuccess && found.length === 0 && <Typography sx={{ mt: 2 }}>{t('noMatch')}</Typography>}
      {found.length > 0 && (
        <List aria-label={t('results')}>
          {found.map((address) => (
            <ListItemButton key={address.UUID} onClick={() => onPick(address)}>
              <ListItemText primary={address.Formatted} />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
