import { Box } from '@mui/material';
import { formatNzd } from '@portal/shared';
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
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, maxWidth: 360, my: 1 }}
    >
      <dt>{t('amount')}</dt>
      <dd>{formatNzd(amounts.AmountCents)}</dd>
      <dt>{t('tax')}</dt>
      <dd>{formatNzd(amounts.AmountTaxCents)}</dd>
      <dt>
        <strong>{t('total')}</strong>
      </dt>
      <dd data-testid={totalTestId}>
        <strong>{formatNzd(amounts.AmountCents + amounts.AmountTaxCents)}</strong>
      </dd>
    </Box>
  );
}
