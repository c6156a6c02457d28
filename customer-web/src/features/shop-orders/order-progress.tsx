import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { POLLING } from '@portal/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { minutesSeconds } from './format';
import type { WatchState } from './use-order-watch';
import './i18n';

type StepKey = 'paid' | 'order' | 'service' | 'appointment';
type Mark = 'done' | 'now' | 'next' | 'failed';

function marks(state: WatchState, fibre: boolean, completed: boolean): [StepKey, Mark][] {
  const keys: StepKey[] = fibre
    ? ['paid', 'order', 'service', 'appointment']
    : ['paid', 'order', 'appointment'];
  if (completed) return keys.map((key) => [key, 'done']);
  const end = state.end;
  const current: StepKey = end?.kind === 'done' ? 'appointment' : state.step;
  const at = keys.indexOf(current);
  return keys.map((key, i) => {
    if (i < at) return [key, 'done'];
    if (i > at) return [key, 'next'];
    return [key, end?.kind === 'failed' ? 'failed' : end?.kind === 'done' ? 'next' : 'now'];
  });
}

const ICONS: Record<Mark, React.ReactNode> = {
  done: <CheckCircleIcon color="success" />,
  now: <RadioButtonUncheckedIcon color="primary" />,
  next: <RadioButtonUncheckedIcon color="disabled" />,
  failed: <ErrorIcon color="error" />,
};

/** Elapsed time of the running step, ticking each second until the polling ends. */
function useElapsed(fromMs: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, now - fromMs);
}

/** The live progress of a broadband purchase: each step with its mark, elapsed time, and what comes next. */
export type WhatNext = 'done' | 'doneFwa' | 'booked' | 'later' | 'follow';

export function OrderProgress({
  state,
  fibre,
  onRetry,
  completed = false,
  next: nextAfterWatch,
}: {
  state: WatchState;
  fibre: boolean;
  onRetry: () => void;
  /** The order has completed: every step is done and there is nothing more to wait for. */
  completed?: boolean;
  /** What comes next once the watch is over, as the order stands now (bookable, booked, not yet). */
  next?: WhatNext;
}) {
  const { t } = useTranslation('shopOrders');
  const headingId = useId();
  const running = !state.end && !completed;
  const limit = state.step === 'service' ? POLLING.fibreLimitMs : POLLING.fwaLimitMs;
  const elapsed = Math.min(useElapsed(state.stepStartedAtMs, running), limit);
  const end = state.end;
  const next = end?.kind === 'done' ? (nextAfterWatch ?? (fibre ? 'done' : 'doneFwa')) : state.step;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('progress.title')}
        </Typography>
        <List dense>
          {marks(state, fibre, completed).map(([key, mark]) => (
            <ListItem key={key} aria-current={mark === 'now' ? 'step' : undefined}>
              <ListItemIcon>{ICONS[mark]}</ListItemIcon>
              <ListItemText
                primary={t(`progress.steps.${key}`)}
                secondary={
                  mark === 'done' ? t('progress.done') : mark === 'now' ? t('progress.now') : undefined
                }
              />
            </ListItem>
          ))}
        </List>
        {running && (
          <>
            <LinearProgress
              variant="determinate"
              value={(elapsed / limit) * 100}
              aria-label={t('progress.elapsed', {
                elapsed: minutesSeconds(elapsed),
                limit: minutesSeconds(limit),
              })}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('progress.elapsed', { elapsed: minutesSeconds(elapsed), limit: minutesSeconds(limit) })}
            </Typography>
          </>
        )}
        {end?.kind === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('progress.failed', { message: end.message })}
          </Alert>
        )}
        {end?.kind === 'unreachable' && (
          <ErrorBanner what={t('progress.unreachable')} error={end.error} onRetry={onRetry} />
        )}
        {end?.kind === 'timeout' && (
          <Alert
            severity="info"
            sx={{ mt: 1 }}
            action={<Button onClick={onRetry}>{t('progress.retry')}</Button>}
          >
            {t('progress.timeout')}
          </Alert>
        )}
        {!completed && (!end || end.kind === 'done') && (
          <Typography sx={{ mt: 1 }} role="status">
            {t(`progress.whatNext.${next}`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
