import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BANK_DETAILS_DEFAULT, type BankDetails } from '@portal/shared';

const env = import.meta.env;

/** Bank details for a manual payment: build configuration (VITE_BANK_*) over the defaults. */
export const bankDetails: BankDetails = {
  AccountName: env.VITE_BANK_ACCOUNT_NAME || BANK_DETAILS_DEFAULT.AccountName,
  AccountNumber: env.VITE_BANK_ACCOUNT_NUMBER || BANK_DETAILS_DEFAULT.AccountNumber,
  ReferenceCode: env.VITE_BANK_REFERENCE_CODE || BANK_DETAILS_DEFAULT.ReferenceCode,
  Particulars: env.VITE_BANK_PARTICULARS || BANK_DETAILS_DEFAULT.Particulars,
  Reference: env.VITE_BANK_REFERENCE || BANK_DETAILS_DEFAULT.Reference,
};

export function BankDetailsCard() {
  const { t } = useTranslation('payments');
  const rows: [string, string][] = [
    [t('bank.accountName'), bankDetails.AccountName],
    [t('bank.accountNumber'), bankDetails.AccountNumber],
    [t('bank.referenceCode'), bankDetails.ReferenceCode],
    [t('bank.particulars'), bankDetails.Particulars],
    [t('bank.reference'), bankDetails.Reference],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="bank-details-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="bank-details-title" gutterBottom>
          {t('bank.title')}
        </Typography>
        <Typography gutterBottom>{t('bank.intro')}</Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
