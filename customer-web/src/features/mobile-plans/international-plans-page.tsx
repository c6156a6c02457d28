import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatRate, INTERNATIONAL_RATES, internationalPlans } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { CountryFlag } from './country-flag';
import { PlanSection } from './plan-section';
import { useSoldPlans } from './use-sold-plans';
import './i18n';

/**
 * The international plans the shop sells (calling and roaming addons, as cards in the plans carousel), then the
 * calling rates from New Zealand, country by country with its flag.
 */
// Alphabetical, so a customer finds the country they call.
const RATES_BY_COUNTRY = [...INTERNATIONAL_RATES].sort((a, b) => a.country.localeCompare(b.country, 'en-NZ'));

export function InternationalPlansPage() {
  const { t } = useTranslation('mobilePlans');
  const sold = useSoldPlans();
  const plans = internationalPlans(sold.plans);
  return (
    <Page title={t('international.title')} width="lg">
      {sold.isPending ? (
        <CardsSkeleton />
      ) : (
        <PlanSection title={t('international.plans')} plans={plans} to="/profile/addons" />
      )}
      <Typography variant="h5" component="h2" gutterBottom>
        {t('international.rates')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('international.lead')}</Typography>
      <TableContainer>
        <Table aria-label={t('international.rates')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('international.country')}</TableCell>
              <TableCell align="right">{t('international.rate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {RATES_BY_COUNTRY.map((rate) => (
              <TableRow key={rate.iso}>
                <TableCell>
                  <CountryFlag rate={rate} />
                  {rate.country}
                </TableCell>
                <TableCell align="right">{formatRate(rate.centsPerMinute)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Page>
  );
}
