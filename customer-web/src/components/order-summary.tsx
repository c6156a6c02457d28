import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Divider,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { chargedAmounts, formatNzd } from '@portal/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';
import { AmountsWithGst } from './amounts-with-gst';
import { BOTTOM_BAR_ROOM } from '../lib/layout';
import { useSession } from '../lib/session/use-session';

registerTranslations('orderSummary', {
  en: {
    heading: 'Order summary',
    total: 'Total',
    nothing: 'Nothing chosen yet.',
  },
  'mi-NZ': { heading: 'Whakarāpopototanga o te ota', total: 'Tapeke' },
});

export interface SummaryLine {
  key: string;
  name: string;
  /** Under the name: how many, how often. */
  detail?: string;
  cents: number;
}

function Lines({ lines, charged, totalTestId }: OrderSummaryProps) {
  const { t } = useTranslation('orderSummary');
  if (lines.length === 0) return <Typography color="text.secondary">{t('nothing')}</Typography>;
  return (
    <>
      <Box component="ul" aria-label={t('heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
              {line.detail && (
                <Typography variant="body2" color="text.secondary">
                  {line.detail}
                </Typography>
              )}
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatNzd(line.cents)}</Typography>
          </Box>
        ))}
      </Box>
      <AmountsWithGst amounts={charged} totalTestId={totalTestId} />
    </>
  );
}

interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  /** The amount before GST and the GST, as the cart (or the choice so far) charges them. */
  charged: { AmountCents: number; AmountTaxCents: number };
  /** The action that takes the order on (add to cart, pay), under the totals. */
  action?: ReactNode;
  totalTestId?: string;
}

/**
 * What the shopper is buying and what it costs, in view all the way through: a column that stays beside the steps
 * on a desktop, a bar held at the bottom of a phone's screen that opens to the lines and closes again.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { t } = useTranslation('orderSummary');
  const theme = useTheme();
  // As in the shell: a pre-rendered page (the broadband shop) hydrates as drawn and then takes the phone's bar.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const session = useSession();
  const [open, setOpen] = useState(false);
  const id = useId();
  const amounts = chargedAmounts(props.charged);
  if (!phone)
    return (
      <Card component="aside" aria-labelledby={id} sx={{ position: 'sticky', top: 88 }}>
        <CardContent>
          <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
            {t('heading')}
          </Typography>
          <Lines {...props} />
          {props.action && <Box sx={{ mt: 2, display: 'grid' }}>{props.action}</Box>}
        </CardContent>
      </Card>
    );
  // Signed in, the profile's tab bar is fixed at the bottom of a phone's screen: the summary sits just above it.
  const signedIn = session.status === 'signed-in' && !!session.customerUUID;
  return (
    <Box
      component="aside"
      aria-labelledby={id}
      sx={{
        position: 'sticky',
        bottom: signedIn ? BOTTOM_BAR_ROOM - 8 : 0,
        mx: -2,
        mt: 3,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0,0,0,0.08)',
      }}
    >
      <Typography
        id={id}
        component="h2"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('heading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`${id}-lines`}
          endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          sx={{ flex: 1, justifyContent: 'space-between', px: 1 }}
        >
          <span>{t('total')}</span>
          <strong>{formatNzd(amounts.totalCents)}</strong>
        </Button>
        {props.action}
      </Box>
      <Collapse in={open} id={`${id}-lines`}>
        <Divider />
        <Box sx={{ px: 2, py: 1, maxHeight: '50vh', overflowY: 'auto' }}>
          <Lines {...props} />
        </Box>
      </Collapse>
    </Box>
  );
}
