import { Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cardExpiryLabel,
  cardLabel,
  errorText,
  isCardAboutToExpire,
  isCardExpired,
  isCardInvalid,
  type PaymentMethod,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardList, ListCard } from '../../components/list-card';
import { ListSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { BankDetailsCard } from './bank-details';
import { useMakeDefaultCard } from './use-make-default-card';
import { usePaymentMethods } from './use-payment-methods';
import { useRemoveCard } from './use-remove-card';
import './i18n';
import { serverNow } from '../../lib/server-clock';

function CardItem({ card, only }: { card: PaymentMethod; only: boolean }) {
  const { t } = useTranslation('payments');
  const modals = useModals();
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveCard();
  const now = serverNow();
  const label = cardLabel(card);
  const invalid = isCardInvalid(card, now);
  const isDefault = card.Rank === 1;
  const [problem, setProblem] = useState<string>();

  const onRemove = async () => {
    if (!(await modals.confirm({ text: t('removeConfirm', { card: label }), danger: true }))) return;
    setProblem(undefined);
    remove.mutate(
      { cardUuid: card.UUID, invalid },
      { onError: (e) => setProblem(errorText(e)), onSuccess: () => modals.showSuccess(t('removed')) },
    );
  };
  const onDefault = () => {
    setProblem(undefined);
    makeDefault.mutate(card.UUID, {
      onError: (e) => setProblem(errorText(e)),
      onSuccess: () => modals.showSuccess(t('madeDefault', { card: label })),
    });
  };

  return (
    <ListCard
      title={label}
      data={{ 'data-card': card.CardLast4 }}
      badges={
        <>
          {isDefault && <Chip size="small" color="primary" label={t('default')} />}
          {invalid && <Chip size="small" color="error" label={t('invalid')} />}
          {!invalid && isCardAboutToExpire(card, now) && (
            <Chip size="small" color="warning" label={t('aboutToExpire')} />
          )}
        </>
      }
      problem={problem}
      actionsLabel={t('cardActions', { card: label })}
      actions={
        <>
          {!isDefault && !invalid && (
            <Button onClick={onDefault} disabled={makeDefault.isPending}>
              {t('makeDefault')}
            </Button>
          )}
          {/* The only card cannot be removed; an invalid one always can. */}
          {(invalid || !only) && (
            <Button color="error" onClick={() => void onRemove()} disabled={remove.isPending}>
              {invalid ? t('removeInvalid') : t('remove')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {isCardExpired(card, now) ? t('expired') : t('expires', { date: cardExpiryLabel(card) })}
      </Typography>
    </ListCard>
  );
}

/** payment-methods: saved cards (live), add, make default, remove; and the bank details for a manual payment. */
export function PaymentMethodsPage() {
  const { t } = useTranslation('payments');
  const cards = usePaymentMethods();
  return (
    <Page title={t('title')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('cards')}
      </Typography>
      {cards.isPending && <ListSkeleton rows={2} />}
      {cards.error && <ErrorBanner error={cards.error} onRetry={() => void cards.refetch()} />}
      {cards.data && cards.data.length === 0 && <Typography>{t('none')}</Typography>}
      {cards.data && cards.data.length > 0 && (
        <CardList>
          {cards.data.map((card) => (
            <CardItem key={card.UUID} card={card} only={cards.data.length === 1} />
          ))}
        </CardList>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="contained" component={Link} to="/profile/balance/payment-methods/add">
          {t('add')}
        </Button>
        <MuiLink component={Link} to="/billing-routes">
          {t('billingRoutes')}
        </MuiLink>
      </Stack>
      <BankDetailsCard />
    </Page>
  );
}
