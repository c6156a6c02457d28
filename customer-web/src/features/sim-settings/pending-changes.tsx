import { Alert, AlertTitle, Button, List, ListItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KnockOnChange, SimSettingKey } from '@portal/shared';
import './i18n';

/** A change held back with the other switches it turns too, until the customer confirms or cancels it. */
export interface PendingChange {
  key: SimSettingKey;
  value: boolean;
  knockOn: KnockOnChange[];
}

export function PendingChanges({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: PendingChange;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('sim-settings');
  const onOff = (value: boolean) => (value ? t('pending.on') : t('pending.off'));
  return (
    <Alert severity="warning" role="region" aria-label={t('pending.title')}>
      <AlertTitle>{t('pending.title')}</AlertTitle>
      {t('pending.lead', { setting: t(`keys.${pending.key}`), value: onOff(pending.value) })}
      <List dense>
        {pending.knockOn.map((change) => (
          <ListItem key={change.key}>
            {t('pending.item', { setting: t(`keys.${change.key}`), value: onOff(change.value) })}
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onConfirm}>
          {t('pending.confirm')}
        </Button>
        <Button onClick={onCancel}>{t('pending.cancel')}</Button>
      </Stack>
    </Alert>
  );
}
