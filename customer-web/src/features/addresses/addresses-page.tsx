import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, PAGING, pageCount } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { AddAddressForm } from './add-address-form';
import { useAddAddress, useMakeDefaultAddress, useRemoveAddress } from './use-address-changes';
import { useAddresses } from './use-addresses';
import './i18n';

/** profile/shipping-details: the delivery addresses. */
export function AddressesPage() {
  const { t } = useTranslation('addresses');
  const [page, setPage] = useState(1);
  const list = useAddresses(page);
  const add = useAddAddress();
  const makeDefault = useMakeDefaultAddress();
  const remove = useRemoveAddress();
  const modals = useModals();
  const addresses = list.data?.Addresses ?? [];
  const pages = pageCount(list.data?.Total ?? 0, PAGING.pageSize);
  const confirmRemove = async (uuid: string, address: string) => {
    add.reset();
    if (await modals.confirm({ text: t('removeConfirm', { address }) })) remove.mutate(uuid);
  };
  const failed = makeDefault.error ?? remove.error;
  return (
    <Page title={t('title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('lead')}</Typography>
      {list.isPending && <ListSkeleton />}
      {list.error && <ErrorBanner error={list.error} onRetry={() => void list.refetch()} />}
      {failed && <Alert severity="error">{errorText(failed)}</Alert>}
      {list.data && addresses.length === 0 && <Typography>{t('none')}</Typography>}
      <List aria-label={t('title')}>
        {addresses.map((a) => (
          <ListItem key={a.UUID} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={a.Description || a.Formatted}
              secondary={a.Description ? a.Formatted : undefined}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {a.IsDefault ? (
                <Chip label={t('default')} color="primary" size="small" />
              ) : (
                <Button
                  size="small"
                  onClick={() => {
                    add.reset();
                    makeDefault.mutate(a.UUID);
                  }}
                  aria-label={`${t('makeDefault')}: ${a.Formatted}`}
                >
                  {t('makeDefault')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                onClick={() => void confirmRemove(a.UUID, a.Formatted)}
                aria-label={`${t('remove')}: ${a.Formatted}`}
              >
                {t('remove')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Pager page={page} pages={pages} label={t('pages')} onChange={setPage} />
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <AddAddressForm add={add} />
        </CardContent>
      </Card>
    </Page>
  );
}
