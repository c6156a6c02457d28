import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  billingKind,
  changeSetting,
  displayMsisdn,
  FORWARDING_KEYS,
  settingValue,
  type SimSettingKey,
  type SimSettings,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { PendingChanges, type PendingChange } from './pending-changes';
import { useAutoRoaming } from './use-auto-roaming';
import { useSaveAutoRoaming } from './use-save-auto-roaming';
import { useSaveSimSettings } from './use-save-sim-settings';
import { useSimSettings } from './use-sim-settings';
import './i18n';

const GROUPS: readonly (readonly [group: string, keys: readonly SimSettingKey[]])[] = [
  ['barring', ['AllowIncomingCalls', 'AllowOutgoingCalls']],
  ['forwarding', FORWARDING_KEYS],
  ['restriction', ['CallWaitingEnabled', 'AllowCallHold']],
  ['callerId', ['ShowCallerID']],
];

/** supp-features: the current service's call settings and daily roaming auto-activation. */
export function SuppFeaturesPage() {
  const { t } = useTranslation('sim-settings');
  const customerUUID = useCustomerUUID();
  const { product, isPending } = useCurrentMobileProduct();
  if (isPending) return <ListSkeleton />;
  return (
    <Page title={t('title')}>
      {product && customerUUID && billingKind(product.BillingReference) ? (
        <Stack spacing={2}>
          <Typography>{t('intro', { number: displayMsisdn(product.MSISDN) })}</Typography>
          <CallSettings customerUUID={customerUUID} mobileUUID={product.UUID} />
          <AutoRoaming customerUUID={customerUUID} mobileUUID={product.UUID} />
        </Stack>
      ) : (
        <Alert severity="info">{t('noService')}</Alert>
      )}
    </Page>
  );
}

interface ServiceIds {
  customerUUID: string;
  mobileUUID: string;
}

function CallSettings({ customerUUID, mobileUUID }: ServiceIds) {
  const settings = useSimSettings(customerUUID, mobileUUID);
  if (settings.error) return <ErrorBanner error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <ListSkeleton />;
  return (
    <CallSettingsForm
      key={settings.data.OperatorBarring ? 'barred' : 'own'}
      ids={{ customerUUID, mobileUUID }}
      stored={settings.data.Settings}
      operatorBarring={settings.data.OperatorBarring}
    />
  );
}

/**
 * The switches show the customer's latest choice at once; writes go out queued (the last wins). A change that
 * turns other switches too waits as pending until confirmed; cancelling leaves every switch as it was.
 */
function CallSettingsForm({
  ids,
  stored,
  operatorBarring,
}: {
  ids: ServiceIds;
  stored: SimSettings;
  operatorBarring: boolean;
}) {
  const { t } = useTranslation('sim-settings');
  const save = useSaveSimSettings(ids.customerUUID, ids.mobileUUID);
  const [shown, setShown] = useState(stored);
  const [pending, setPending] = useState<PendingChange>();

  const apply = (next: SimSettings) => {
    setShown(next);
    setPending(undefined);
    save.mutate(next);
  };
  const onSwitch = (key: SimSettingKey, value: boolean) => {
    const change = changeSetting(shown, key, value);
    if (change.knockOn.length === 0) apply(change.next);
    else setPending({ key, value, knockOn: change.knockOn });
  };

  return (
    <Stack spacing={2}>
      {operatorBarring && (
        <Alert severity="warning" role="status">
          {t('operatorBarring')}
        </Alert>
      )}
      {pending && (
        <PendingChanges
          pending={pending}
          onConfirm={() => apply(changeSetting(shown, pending.key, pending.value).next)}
          onCancel={() => setPending(undefined)}
        />
      )}
      {save.error && <ErrorBanner error={save.error} />}
      {GROUPS.map(([group, keys]) => (
        <Card key={group} variant="outlined" component="section" aria-labelledby={`sim-group-${group}`}>
          <CardContent>
            <Typography variant="h6" component="h2" id={`sim-group-${group}`}>
              {t(`groups.${group}`)}
            </Typography>
            <FormGroup>
              {keys.map((key) => (
                <FormControlLabel
                  key={key}
                  label={t(`keys.${key}`)}
                  control={
                    <Switch
                      checked={settingValue(shown, key)}
                      disabled={operatorBarring || pending !== undefined}
                      onChange={(event) => onSwitch(key, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
      ))}
      <Typography role="status" variant="body2" color="text.secondary">
        {save.isPending ? t('saving') : save.isSuccess ? t('saved') : ''}
      </Typography>
    </Stack>
  );
}

function AutoRoaming({ customerUUID, mobileUUID }: ServiceIds) {
  const { t } = useTranslation('sim-settings');
  const roaming = useAutoRoaming(customerUUID, mobileUUID);
  const save = useSaveAutoRoaming(customerUUID, mobileUUID);
  const [chosen, setChosen] = useState<boolean>();
  if (roaming.error) return <ErrorBanner error={roaming.error} onRetry={() => void roaming.refetch()} />;
  if (!roaming.data) return <ListSkeleton rows={2} />;
  return (
    <Card variant="outlined" component="section" aria-labelledby="sim-group-roaming">
      <CardContent>
        <Typography variant="h6" component="h2" id="sim-group-roaming">
          {t('groups.roaming')}
        </Typography>
        {save.error && <ErrorBanner error={save.error} />}
        <FormControlLabel
          label={t('keys.AutoActive')}
          control={
            <Switch
              checked={chosen ?? roaming.data.AutoActive}
              onChange={(event) => {
                setChosen(event.target.checked);
                save.mutate(event.target.checked);
              }}
            />
          }
        />
      </CardContent>
    </Card>
  );
}
