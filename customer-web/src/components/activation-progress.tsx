import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVATION, activationWaitOver, type SimMetadata, displayMsisdn } from '@portal/shared';
import './sim-activation-i18n';

/**
 * Where a SIM's activation stands: progress with the elapsed time against the 250 s wait and what comes next;
 * then active, the network's failure, or the wait given up, each of the last two with a retry.
 */
export function ActivationProgress({ sim, onRetry }: { sim: SimMetadata; onRetry: () => void }) {
  const { t } = useTranslation('simActivation');
  const limit = ACTIVATION.waitLimitSeconds;
  const { State, ElapsedSeconds = 0 } = sim.Activation;
  if (State === 'active' || sim.Status === 4)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('progress.active', { number: displayMsisdn(sim.MSISDN) })}
        </Alert>
        <Box>
          <Button component={Link} to="/profile/dashboard" variant="contained">
            {t('progress.dashboard')}
          </Button>
        </Box>
      </Stack>
    );
  const problem =
    State === 'failed'
      ? t('progress.failed')
      : activationWaitOver(ElapsedSeconds)
        ? t('progress.gaveUp', { limit })
        : undefined;
  if (problem)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('progress.retry')}
          </Button>
        }
      >
        {problem}
      </Alert>
    );
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography variant="h6" component="h2">
        {t('progress.title')}
      </Typography>
      <Typography>{t('progress.steps', { limit })}</Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (ElapsedSeconds / limit) * 100)}
        aria-label={t('progress.title')}
      />
      <Typography role="status">{t('progress.elapsed', { seconds: ElapsedSeconds, limit })}</Typography>
      <Typography color="text.secondary">{t('progress.next')}</Typography>
    </Stack>
  );
}
