import CallIcon from '@mui/icons-material/CallOutlined';
import DataUsageIcon from '@mui/icons-material/DataUsageOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import {
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  formatPlan,
  planAllowances,
  planPeriod,
  specialOfferLabels,
  type CataloguePlan,
  type PeriodLabel,
} from '@portal/shared';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../lib/flags';
import './i18n';

const ALLOWANCE_ICONS: Record<'data' | 'voice' | 'sms' | 'mms', ReactElement> = {
  data: <DataUsageIcon fontSize="small" />,
  voice: <CallIcon fontSize="small" />,
  sms: <SmsIcon fontSize="small" />,
  mms: <ImageIcon fontSize="small" />,
};

/** A period label in words: days as they are, other intervals translated with their count. */
function usePeriodText(): (label: PeriodLabel | undefined) => string | undefined {
  const { t } = useTranslation('mobilePlans');
  return (label) =>
    !label ? undefined : 'text' in label ? label.text : t(label.key, { count: label.count });
}

/**
 * A catalogue plan or addon as a card: name, price per period, the price before a discount, the special offer's
 * periods, renewable or service period, and every allowance and display line the plan display rules give.
 */
export function PlanCard({
  plan,
  badge,
  heading = 'h3',
  children,
}: {
  plan: CataloguePlan;
  badge?: string;
  /** The plan name's heading level: h2 where the cards stand right under the page's title. */
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const { t } = useTranslation('mobilePlans');
  const { flags } = useFlags();
  const periodText = usePeriodText();
  const shown = formatPlan(plan, { hotspot: flags.hotspot, carryover: flags.carryover });
  const period = periodText(planPeriod(plan.Characteristics));
  const offerInterval = periodText(
    shown.offerPeriodInterval ? { key: `period.${shown.offerPeriodInterval}`, count: 1 } : undefined,
  );
  const description = plan.Availabilities[0]?.RetailDescription;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={shown.name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(badge && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component={heading}>
            {shown.name}
          </Typography>
          {badge && <Chip label={badge} color="primary" size="small" />}
        </Stack>
        <Typography
          component="p"
          sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}
        >
          ${shown.cost}{' '}
          {period && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
              {t('card.perPeriod', { period })}
            </Typography>
          )}
        </Typography>
        {plan.discount > 0 && (
          <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            {t('card.was', { price: shown.origianl_price })}
          </Typography>
        )}
        {shown.offerPeriodCount > 0 && (
          <Typography>
            {t('card.offer', {
              labels: specialOfferLabels(shown.offerPeriodCount).join(', '),
              interval: offerInterval ?? shown.offerPeriodInterval,
            })}
          </Typography>
        )}
        {plan.offer_credit > 0 && (
          <Typography>{t('card.offerCredit', { amount: shown.offer_credit })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {shown.hasSubscribeSign ? t('card.renewable') : t('card.servicePeriod')}
        </Typography>
        {description && <Typography sx={{ mt: 1 }}>{description}</Typography>}
        <List dense sx={{ mt: 1 }} aria-label={t('card.allowances')}>
          {planAllowances(plan).map(({ kind, text }) => (
            <ListItem key={kind} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                {ALLOWANCE_ICONS[kind]}
              </ListItemIcon>
              <ListItemText primary={t(`card.kinds.${kind}`, { text })} />
            </ListItem>
          ))}
          {shown.more_details.map((line) => (
            <ListItem key={line} disableGutters>
              {line}
            </ListItem>
          ))}
        </List>
      </CardContent>
      {children && <CardActions sx={{ p: 2, pt: 0, '& > *': { flexGrow: 1 } }}>{children}</CardActions>}
    </Card>
  );
}
