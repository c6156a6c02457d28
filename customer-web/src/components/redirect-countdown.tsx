import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REDIRECT_COUNTDOWN_S } from '@portal/shared';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Says where the page goes next and goes there when the count reaches zero (counted in seconds). The
 * count follows the clock, not the ticks, so a throttled background tab still leaves on time.
 */
export function RedirectCountdown({ to, place }: { to: string; place: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + REDIRECT_COUNTDOWN_S * 1000);
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_S);
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  useEffect(() => {
    if (left === 0) void navigate(to, { replace: true });
  }, [left, navigate, to]);
  return (
    <Typography color="text.secondary" aria-live="off">
      {t('redirect.countdown', { place, count: left })}
    </Typography>
  );
}
