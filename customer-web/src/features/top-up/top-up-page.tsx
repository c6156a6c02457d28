import {
  Alert,
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { cardLabel, ERRORS, formatNzd, formatNzDateTime, topUpAmountForm } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { AutoTopUpCard } from './auto-top-up-card';
import { usePrepayBalance } from './use-prepay-balance';
import { useTopUp } from './use-top-up';
import { useTopUpHistory } from './use-top-up-history';
import { useSavedCards } from '../../lib/saved-cards';

const topUpForm = topUpAmountForm.extend({ card: z.string() });
import './i18n';

/** profile/top-up: the prepay balance and its expiry, a card top-up, auto top-up and the recent top-ups. */
export function TopUpPage() {
  const { t } = useTranslation('top-up');
  const { product, isPending } = useCurrentMobileProduct();
  const balance = usePrepayBalance(product?.UUID);
  const history = useTopUpHistory();
  const cards = useSavedCards();
  const { challenge, dialog } = useChallenge();
  const topUp = useTopUp(challenge);
  const [added, setAdded] = useState<number>();

  if (isPending || balance.isPending || cards.isPending) return <FormSkeleton fields={3} />;
  if (balance.error || !product)
    return <ErrorBanner error={balance.error ?? ERRORS.no_prepay_or_postpay_product} />;
  const expiry = balance.data.CurrencyCreditExpiresAtNanos;

  return (
    <Page title={t('title')}>
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="balance-title">
          <CardContent>
            <Typography variant="h6" component="h2" id="balance-title">
              {t('balance')}
            </Typography>
            <Typography variant="h4" component="p" data-testid="prepay-balance">
              {formatNzd(balance.data.MainBalCreditCents)}
            </Typography>
            <Typography color="text.secondary">
              {expiry === null ? t('expired') : t('expires', { date: formatNzDateTime(expiry / 1_000_000) })}
            </Typography>
          </CardContent>
        </Card>
        <Card component="section">
          <CardContent>
            {added !== undefined && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {t('done', { amount: formatNzd(added) })}
              </Alert>
            )}
            <Form
              title={t('pay')}
              schema={topUpForm}
              defaultValues={{ amount: '', card: cards.data?.[0]?.UUID ?? '' }}
              onSubmit={async ({ amount, card }) => {
                setAdded(undefined);
                setAdded(
                  await topUp.mutateAsync({
                    productUUID: product.UUID,
                    cents: amount,
                    cardUUID: card || undefined,
                  }),
                );
              }}
            >
              <TextInput
                name="amount"
                label={t('amount')}
                hint={t('amountHint')}
                inputMode="decimal"
                required
              />
              {!!cards.data?.length && (
                <SelectInput
                  name="card"
                  label={t('card')}
                  options={cards.data.map((c) => ({ value: c.UUID, label: cardLabel(c) }))}
                />
              )}
              <SubmitButton>{t('pay')}</SubmitButton>
            </Form>
          </CardContent>
        </Card>
        <AutoTopUpCard />
        <Card component="section" aria-labelledby="history-title">
          <CardContent>
            <Typography variant="h6" component="h2" id="history-title">
              {t('history.title')}
            </Typography>
            {history.data?.length ? (
              <List dense>
                {history.data.slice(0, 10).map((entry) => (
                  <ListItem key={entry.UUID} disableGutters>
                    <ListItemText
                      primary={`${formatNzd(entry.AmountCents)} · ${t(`source.${entry.Source}`)} · ${t(`status.${entry.Status}`)}`}
                      secondary={formatNzDateTime(entry.CreatedAtNanos / 1_000_000)}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{t('history.none')}</Typography>
            )}
          </CardContent>
        </Card>
        <MuiLink component={Link} to="/profile/redeem-voucher">
          {t('vouchers')}
        </MuiLink>
      </Stack>
      {dialog}
    </Page>
  );
}
