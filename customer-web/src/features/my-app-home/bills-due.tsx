import { Button, Stack, Typography } from '@mui/material';
import { billsDue, formatNzd, formatNzDay } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { CardList, ListCard } from '../../components/list-card';
import { StatusChip } from '../../components/status-chip';
import { HomeSection, SectionSkeleton } from './home-section';
import { useInvoices } from './use-home-data';
import './i18n';

/** The postpay bills still owed: amount, due date and a way to pay. */
export function BillsDue() {
  const { t } = useTranslation('myAppHome');
  const due = useInvoices('DUE', true);
  const overdue = useInvoices('OVERDUE', true);
  const failed = due.error ?? overdue.error;
  const bills = billsDue([...(overdue.data ?? []), ...(due.data ?? [])]);
  return (
    <HomeSection title={t('bills.heading')}>
      {failed ? (
        <ErrorBanner
          error={failed}
          onRetry={() => {
            void due.refetch();
            void overdue.refetch();
          }}
        />
      ) : due.isPending || overdue.isPending ? (
        <SectionSkeleton />
      ) : bills.length === 0 ? (
        <Typography>{t('bills.none')}</Typography>
      ) : (
        <CardList label={t('bills.heading')}>
          {bills.map((bill) => {
            const overdueBill = bill.Status === 'OVERDUE';
            const date = formatNzDay(bill.DueDateNanos / 1e6);
            return (
              <ListCard
                key={bill.Number}
                title={t('bills.bill', { number: bill.Number })}
                badges={
                  overdueBill ? <StatusChip label={t('bills.overdue', { date })} tone="error" /> : undefined
                }
                actions={
                  <Button
                    component={Link}
                    to="/profile/pay-bill"
                    variant="contained"
                    aria-label={t('bills.payLabel', { number: bill.Number })}
                  >
                    {t('bills.pay')}
                  </Button>
                }
              >
                <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography variant="h5" component="p">
                    {formatNzd(bill.RemainingAmountCents)}
                  </Typography>
                  {!overdueBill && <Typography color="text.secondary">{t('bills.due', { date })}</Typography>}
                </Stack>
              </ListCard>
            );
          })}
        </CardList>
      )}
    </HomeSection>
  );
}
