import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, displayMsisdn } from '@portal/shared';
import { useSimMetadata } from '../lib/sim-activation';
import { ActivationProgress } from './activation-progress';
import { EsimInstall } from './esim-install';
import { Loader } from './loader';
import './sim-activation-i18n';

/**
 * A SIM about to be activated, then its activation: an eSIM's QR code to install it first, one button to start,
 * and the progress after. `start` starts the activation the way the page needs (dry run first, or with a plan);
 * its failure shows above the button.
 */
export function SimActivationPanel({
  productUUID,
  start,
  startLabel,
}: {
  productUUID: string;
  start: () => Promise<unknown>;
  startLabel: string;
}) {
  const { t } = useTranslation('simActivation');
  const sim = useSimMetadata(productUUID);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const run = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await start();
      await sim.refetch();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  if (!sim.data) return <Loader />;
  const started = sim.data.Activation.State !== 'not_started' || sim.data.Status === 4;
  return (
    <Stack spacing={3}>
      {sim.data.ESIMActivationCode && sim.data.Status !== 4 && (
        <EsimInstall code={sim.data.ESIMActivationCode} />
      )}
      {started ? (
        <ActivationProgress sim={sim.data} onRetry={() => void run()} />
      ) : (
        <Stack spacing={2}>
          <Typography>{t('ready', { number: displayMsisdn(sim.data.MSISDN) })}</Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Box>
            <Button variant="contained" size="large" loading={busy} onClick={() => void run()}>
              {startLabel}
            </Button>
          </Box>
        </Stack>
      )}
      {started && problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
