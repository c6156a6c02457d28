import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayMsisdn,
  formatNzDateTime,
  LOSING_PROVIDERS,
  NANOS_PER_MS,
  portRetryForm,
  type PortView,
} from '@portal/shared';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { portingProblem } from './porting-problem';
import { useCancelPort } from './use-cancel-port';
import { useRetryPort } from './use-retry-port';
import './i18n';

const providerOptions = LOSING_PROVIDERS.map((p) => ({ value: p, label: p }));

/** One port: each state reached with its time, the current one, what comes next, and what the customer can do. */
export function PortTracker({ port }: { port: PortView }) {
  const { t } = useTranslation('porting');
  const number = displayMsisdn(port.MSISDN);
  const titleId = `port-${port.UUID}`;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('tracker.title', { number })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('tracker.from', { provider: port.LosingProvider, account: port.AccountNumber })}
      </Typography>
      <Box component="ol" aria-label={t('tracker.progress')} sx={{ pl: 3, my: 1 }}>
        {port.Reached.map((step, i) => {
          const current = i === port.Reached.length - 1;
          return (
            <li key={`${step.State}-${step.AtNanos}`} aria-current={current ? 'step' : undefined}>
              <Typography component="span" sx={{ fontWeight: current ? 700 : 400 }}>
                {t(`states.${step.State}`)}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                · {formatNzDateTime(step.AtNanos / NANOS_PER_MS)}
                {current && port.Running ? ` (${t('tracker.current')})` : ''}
              </Typography>
            </li>
          );
        })}
      </Box>
      {port.Next && <Typography>{t('tracker.next', { step: t(`states.${port.Next}`) })}</Typography>}
      <PortOutcome port={port} />
    </Paper>
  );
}

function PortOutcome({ port }: { port: PortView }) {
  const { t } = useTranslation('porting');
  const cancel = useCancelPort();
  const retry = useRetryPort();
  const [problem, setProblem] = useState<string>();
  const act = async (run: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await run();
    } catch (error) {
      setProblem(portingProblem(error));
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {problem && <Alert severity="error">{problem}</Alert>}
      {port.State === 'PORT_COMPLETED' && <Alert severity="success">{t('tracker.done')}</Alert>}
      {port.State === 'PORT_CANCELED' && <Alert severity="info">{t('tracker.cancelled')}</Alert>}
      {port.CanCancel && (
        <Box>
          <Button
            variant="outlined"
            disabled={cancel.isPending}
            onClick={() => act(() => cancel.mutateAsync(port.UUID))}
          >
            {t('tracker.cancel')}
          </Button>
        </Box>
      )}
      {port.State === 'SERVICE_ACTIVATION_FAILED' && (
        <>
          <Alert severity="error">{t('tracker.failed')}</Alert>
          <Box>
            <Button
              variant="contained"
              disabled={retry.isPending}
              onClick={() =>
                act(() => retry.mutateAsync({ CustomerUUID: port.CustomerUUID, PortUUID: port.UUID }))
              }
            >
              {t('tracker.retryStart')}
            </Button>
          </Box>
        </>
      )}
      {port.State === 'PORT_REJECTED' && (
        <>
          <Alert severity="warning">{t('tracker.rejected', { reason: port.ReasonText })}</Alert>
          <Form
            schema={portRetryForm}
            defaultValues={{ LosingProvider: port.LosingProvider, AccountNumber: port.AccountNumber }}
            renderError={(error) => <Alert severity="error">{portingProblem(error)}</Alert>}
            onSubmit={(values) =>
              retry.mutateAsync({ ...values, CustomerUUID: port.CustomerUUID, PortUUID: port.UUID })
            }
          >
            <SelectInput name="LosingProvider" label={t('form.provider')} options={providerOptions} />
            <TextInput name="AccountNumber" label={t('form.account')} hint={t('form.accountHint')} />
            <SubmitButton>{t('tracker.retry')}</SubmitButton>
          </Form>
        </>
      )}
    </Stack>
  );
}
