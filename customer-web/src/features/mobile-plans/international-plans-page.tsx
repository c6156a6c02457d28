import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { flagOf, formatRate, INTERNATIONAL_RATES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import './i18n';

/** Calling rates from New Zealand, country by country with its flag. */
export function InternationalPlansPage() {
  const { t } = useTranslation('mobilePlans');
  return (
    <Page title={t('international.title')}>
      <Typography sx={{ mb: 2 }}>{t('international.lead')}</Typography>
      <TableContainer>
        <Table aria-label={t('international.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('international.country')}</TableCell>
              <TableCell align="right">{t('international.rate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {INTERNATIONAL_RATES.map((rate) => (
              <TableRow key={rate.iso}>
                <TableCell>
                  <span aria-hidden="true">{flagOf(rate.iso)} </span>
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
