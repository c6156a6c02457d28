import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMsisdn } from '@portal/shared';
import { FormSkeleton } from '../../components/content-skeleton';
import { SimActionError } from './action-error';
import { SimActionPage } from './sim-action-page';
import type { SimTarget } from './sim-target';
import { useChangeNumber } from './use-change-number';
import { useNumberSearch } from './use-number-search';
import './i18n';

/** sim-card-actions/phone-number-change: pick a free number (15 a page), confirm, and it is the service's. */
export function PhoneNumberChangePage() {
  const { t } = useTranslation('sim-actions');
  return (
    <SimActionPage title={t('number.title')} sensitive={false}>
      {(target) => <NumberChange target={target} />}
    </SimActionPage>
  );
}

function NumberChange({ target }: { target: SimTarget }) {
  const { t } = useTranslation('sim-actions');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string>();
  const search = useNumberSearch(target, page);
  const change = useChangeNumber(target);

  if (change.isSuccess)
    return (
      <Alert severity="success" role="status">
        {t('number.done', { number: displayMsisdn(change.data.MSISDN) })}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Typography>{t('number.current', { number: displayMsisdn(target.product.MSISDN) })}</Typography>
      {chosen ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('number.selected', { number: displayMsisdn(chosen) })}</Alert>
          {change.error && <SimActionError error={change.error} />}
          <Button variant="contained" loading={change.isPending} onClick={() => change.mutate(chosen)}>
            {t('number.confirm')}
          </Button>
          <Button onClick={() => setChosen(undefined)}>{t('number.cancel')}</Button>
        </Stack>
      ) : search.error ? (
        <SimActionError error={search.error} />
      ) : !search.data ? (
        <FormSkeleton />
      ) : (
        <>
          <Typography variant="h6" component="h2" id="number-choices">
            {t('number.choose')}
          </Typography>
          <List aria-labelledby="number-choices">
            {search.data.MSISDNs.map((msisdn) => (
              <ListItem key={msisdn} disablePadding>
                <ListItemButton onClick={() => setChosen(msisdn)}>
                  <ListItemText primary={displayMsisdn(msisdn)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={2}>
            {page > 0 && <Button onClick={() => setPage(page - 1)}>{t('number.previous')}</Button>}
            {search.data.HasMore && <Button onClick={() => setPage(page + 1)}>{t('number.more')}</Button>}
          </Stack>
        </>
      )}
    </Stack>
  );
}
