import { cardLabel } from '@portal/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { ChoiceStep } from './choice-step';
import type { OnboardingState } from './onboarding-state';
import { useAuthoriseCard } from './use-authorise-card';
import { useParentRoutes } from './use-parent-routes';
import { useSavedCards } from './use-saved-cards';
import './i18n';

type SavedCard = NonNullable<ReturnType<typeof useSavedCards>['data']>[number];

interface StepProps {
  customerUUID: string;
  state: OnboardingState;
  update: (change: Partial<OnboardingState>) => void;
}

/** The card that pays; without one, the way to add a card (the onboarding resumes here afterwards). */
export function PaymentCardStep({ customerUUID, state, update }: StepProps) {
  const cards = useSavedCards(customerUUID);
  if (!cards.data) return <ListSkeleton rows={2} />;
  if (cards.data.length === 0) return <NoCard />;
  return (
    <CardChoice
      cards={cards.data}
      value={state.paymentMethodID ?? cards.data[0]?.UUID}
      onChange={(paymentMethodID) => update({ paymentMethodID })}
    />
  );
}

/** The parent account that pays, through its billing route. */
export function BillingRouteStep({ customerUUID, state, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const routes = useParentRoutes(customerUUID);
  if (!routes.data) return <ListSkeleton rows={2} />;
  if (routes.data.length === 0)
    return (
      <NothingToChoose
        message={t('billingRoute.none')}
        to="/billing-routes"
        action={t('billingRoute.manage')}
      />
    );
  return (
    <ChoiceStep
      question={t('billingRoute.lead')}
      value={state.billingRouteUUID ?? routes.data[0]?.UUID}
      options={routes.data.map((r) => ({ value: r.UUID, label: `${r.Name} (${r.DebitAccount.Name})` }))}
      onChange={(billingRouteUUID) => update({ billingRouteUUID })}
    />
  );
}

/**
 * A monthly plan's card check: the customer picks the card, the bank authorises it (nothing is charged), and only an
 * authorised card lets the onboarding go on; it is then the card that pays.
 */
export function CardAuthorisationStep({ customerUUID, state, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const cards = useSavedCards(customerUUID);
  const authorise = useAuthoriseCard();
  if (!cards.data) return <ListSkeleton rows={2} />;
  if (cards.data.length === 0) return <NoCard lead={t('cardAuthorisation.lead')} />;
  const chosen = state.paymentMethodID ?? cards.data[0]?.UUID;
  const authorised = !!chosen && state.authorisedCardID === chosen;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('cardAuthorisation.lead')}</Typography>
      <CardChoice
        cards={cards.data}
        value={chosen}
        onChange={(paymentMethodID) => {
          authorise.reset();
          update({ paymentMethodID });
        }}
      />
      {authorised ? (
        <Alert severity="success" role="status">
          {t('cardAuthorisation.done')}
        </Alert>
      ) : (
        <Button
          variant="contained"
          disabled={!chosen || !state.productUUID || authorise.isPending}
          onClick={() => {
            if (!chosen || !state.productUUID) return;
            authorise.mutate(
              { customerUUID, productUUID: state.productUUID, paymentMethodID: chosen },
              { onSuccess: () => update({ paymentMethodID: chosen, authorisedCardID: chosen }) },
            );
          }}
        >
          {t('cardAuthorisation.authorise')}
        </Button>
      )}
      {authorise.isError && <ErrorBanner error={authorise.error} />}
    </Stack>
  );
}

/** Nothing to choose from yet: says so and links to where one is added. */
function NothingToChoose({
  lead,
  message,
  to,
  action,
}: {
  lead?: string;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {lead && <Typography>{lead}</Typography>}
      <Alert severity="info">{message}</Alert>
      <Button component={Link} to={to} variant="contained">
        {action}
      </Button>
    </Stack>
  );
}

function NoCard({ lead }: { lead?: string }) {
  const { t } = useTranslation('onboarding');
  const here = useLocation();
  return (
    <NothingToChoose
      lead={lead}
      message={t('paymentCard.none')}
      // The card page brings the customer back to this step of the onboarding once the card is saved.
      to={`/profile/balance/payment-methods/add?redirect=${encodeURIComponent(here.pathname + here.search)}`}
      action={t('paymentCard.add')}
    />
  );
}

function CardChoice({
  cards,
  value,
  onChange,
}: {
  cards: readonly SavedCard[];
  value: string | undefined;
  onChange: (paymentMethodID: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <ChoiceStep
      question={t('paymentCard.lead')}
      value={value}
      options={cards.map((c) => ({
        value: c.UUID,
        label: cardLabel(c),
      }))}
      onChange={onChange}
    />
  );
}
