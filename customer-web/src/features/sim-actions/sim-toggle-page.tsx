import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SimActionError } from './action-error';
import { SimActionPage } from './sim-action-page';
import type { SimTarget } from './sim-target';
import { useSimToggle } from './use-sim-toggle';
import './i18n';

/** sim-card-actions/disable-sim and enable-sim: turns the SIM off (a lost phone) or on again. */
function SimTogglePage({ enable }: { enable: boolean }) {
  const { t } = useTranslation('sim-actions');
  return (
    <SimActionPage title={enable ? t('toggle.enableTitle') : t('toggle.disableTitle')}>
      {(target) => <SimToggle target={target} enable={enable} />}
    </SimActionPage>
  );
}

function SimToggle({ target, enable }: { target: SimTarget; enable: boolean }) {
  const { t } = useTranslation('sim-actions');
  const toggle = useSimToggle(target, enable);
  if (toggle.isSuccess)
    return (
      <Alert severity="success" role="status">
        {toggle.data.Enabled ? t('toggle.enabled') : t('toggle.disabled')}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Alert severity="info">{enable ? t('toggle.enableLead') : t('toggle.disableLead')}</Alert>
      {toggle.error && <SimActionError error={toggle.error} />}
      <Button
        variant="contained"
        color={enable ? 'primary' : 'error'}
        loading={toggle.isPending}
        onClick={() => toggle.mutate()}
      >
        {enable ? t('toggle.enable') : t('toggle.disable')}
      </Button>
    </Stack>
  );
}

export const DisableSimPage = () => <SimTogglePage enable={false} />;
export const EnableSimPage = () => <SimTogglePage enable />;
