import { Button, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopAddress } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { useAddressSearch } from './use-address-search';
import './i18n';

/** The address step: type, search, pick one of the addresses found. */
export function AddressSearch({ onPick }: { onPick: (address: ShopAddress) => void }) {
  const { t } = useTranslation('shopBroadband');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = useAddressSearch(q);
  const found = search.data?.Addresses ?? [];
  return (
    <>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <TextField
          label={t('address')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="street-address"
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('search')}
        </Button>
      </Stack>
      {search.isFetching && <Loader />}
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
