import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import RouterIcon from '@mui/icons-material/RouterOutlined';
import SimCardIcon from '@mui/icons-material/SimCardOutlined';
import TollIcon from '@mui/icons-material/TollOutlined';
import { Box, Card, CardActionArea, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlags } from '../lib/flags';
import { ErrorBanner } from './error-banner';
import { registerTranslations } from '../lib/i18n';
import { shownWays, type Way } from '../lib/ways-in-shown';

registerTranslations('waysIn', {
  en: {
    plans: ['Mobile plans', 'Postpay and prepay plans, with data, minutes and texts side by side.'],
    broadband: ['Broadband', 'Fibre and fixed wireless at your address, with a modem if you need one.'],
    sims: ['SIM cards', 'Order a SIM or an eSIM, keep your number if you like.'],
    international: ['International', 'Calling and roaming rates for where you are going.'],
    recharge: ['Recharge', 'Top up any prepay mobile without signing in.'],
    payBill: ['Pay a bill', 'Pay a postpay bill with your account number, no sign-in needed.'],
  },
  'mi-NZ': {},
});

const WAYS: Record<Way, { to: string; icon: ReactElement }> = {
  plans: { to: '/plans', icon: <PhoneIphoneIcon /> },
  broadband: { to: '/broadband', icon: <RouterIcon /> },
  sims: { to: '/sim-purchase', icon: <SimCardIcon /> },
  international: { to: '/international-plans', icon: <PublicIcon /> },
  recharge: { to: '/recharge', icon: <TollIcon /> },
  payBill: { to: '/pay-bill', icon: <PaymentsIcon /> },
};

/**
 * The shop's ways in, each one card and one click: plans, broadband, SIMs, international rates, and for visitors
 * recharge and paying a bill, each shown while its module is on.
 */
export function WaysIn({
  forVisitor,
  headingLevel = 'h2',
}: {
  forVisitor: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('waysIn');
  const { flags, failed, error, retry } = useFlags();
  const ways = shownWays(flags, forVisitor).map((way) => ({ way, ...WAYS[way] }));
  return (
    <>
      {/* Without the settings, only the ways every build shows are drawn: the others are said to be missing. */}
      {failed && <ErrorBanner error={error} onRetry={retry} />}
      <Grid container spacing={2}>
        {ways.map(({ way, to, icon }) => {
          const [title, body] = t(way, { returnObjects: true }) as [string, string];
          return (
            <Grid key={way} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={Link}
                  to={to}
                  sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'flex-start', gap: 2 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 44,
                      height: 44,
                      flexShrink: 0,
                      borderRadius: 2,
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                    }}
                  >
                    {icon}
                  </Box>
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography
                      variant="h6"
                      component={headingLevel}
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                    >
                      {title}
                      <ArrowForwardIcon fontSize="small" aria-hidden />
                    </Typography>
                    <Typography color="text.secondary">{body}</Typography>
                  </Box>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
