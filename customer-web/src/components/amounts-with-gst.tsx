import { Box } from '@mui/material';
import { chargedAmounts, formatNzd } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';

registerTranslations('amountsWithGst', {
  en: { amount: 'Amount before GST', tax: 'GST', total: 'Total' },
  'mi-NZ': { amount: 'Te moni i mua i te GST', tax: 'GST', total: 'Tapeke' },
});

/**
 * A cart's or an order's money, said the same way everywhere: the amount before GST, the GST as its own line, and
 * the total paid (the API's `AmountCents` and `AmountTaxCents` mean the same on a cart and on the order it became).
 */
export function AmountsWithGst({
  amounts,
  totalTestId,
}: {
  amounts: { AmountCents: number; AmountTaxCents: number };
  totalTestId?: string;
}) {
  const { t } = useTranslation('amountsWithGst');
  const { beforeGstCents, gstCents, totalCents } = chargedAmounts(amounts);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: 0.5,
        m: 0,
        mt: 1.5,
        maxWidth: 480,
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      <dt>{t('amount')}</dt>
      <dd>{formatNzd(beforeGstCents)}</dd>
      <dt>{t('tax')}</dt>
      <dd>{formatNzd(gstCents)}</dd>
      <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {t('total')}
      </Box>
      <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-testid={totalTestId}>
        {formatNzd(totalCents)}
      </Box>
    </Box>
  );
}
