import { Button, Typography } from '@mui/material';
import {
  formatNzDay,
  newIdempotencyKey,
  type CataloguePlan,
  type MobileAddon,
  type MobileProduct,
  formatNzd,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { ErrorBanner } from '../../components/error-banner';
import { ChallengeDialog } from '../../lib/payment-provider/challenge-dialog';
import { loadPaymentProvider } from '../../lib/payment-provider';
import { useFlags } from '../../lib/flags';
import { useChangePlan } from './use-change-plan';
import './i18n';

/**
 * Confirms a change of plan: from the next period (the default) or now, as the change-plan mode says. A change
 * now that the card issuer challenges is confirmed, then asked for again with the same key to complete it.
 */
export function ChangePlanDialog({
  product,
  current,
  plan,
  onClose,
  onChanged,
}: {
  product: MobileProduct;
  current: MobileAddon;
  plan: CataloguePlan;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('mobilePlans');
  const { flags } = useFlags();
  const now = flags.change_plan_mode === 'NOW';
  const [key] = useState(newIdempotencyKey);
  const [challenge, setChallenge] = useState<((passed: boolean) => void) | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const change = useChangePlan();
  const name = plan.Availabilities[0]?.RetailName ?? plan.Name;
  const from = formatNzDay(current.ExpiresAtNanos / 1e6);

  const submit = async () => {
    setProblem(null);
    const body = {
      NewAddonAutoRenew: true,
      ChangeNow: now,
      NewAddonAvailabilityUUID: plan.Availabilities[0]?.UUID ?? plan.UUID,
      OldAddonUUID: current.UUID,
      CustomerUUID: product.CustomerUUID,
      MobileUUID: product.UUID,
      IdempotencyKey: key,
    };
    try {
      const purchase = await change.mutateAsync(body);
      if (purchase.Status === 'pending_payment' && purchase.ClientSecret) {
        const provider = await loadPaymentProvider();
        const confirmed = await provider.confirmPayment(
          purchase.ClientSecret,
          () => new Promise<boolean>((resolve) => setChallenge(() => resolve)),
        );
        if (!confirmed.ok) {
          setProblem(new Error(t('change.challengeFailed')));
          return;
        }
        await change.mutateAsync(body);
      }
      onChanged(
        now ? t('change.changed', { plan: name }) : t('change.scheduled', { plan: name, date: from }),
      );
    } catch (error) {
      setProblem(error);
    }
  };

  return (
    <>
      <AppModal
        open
        onClose={onClose}
        title={t('change.title', { plan: name })}
        actions={
          <>
            <Button onClick={onClose}>{t('change.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={change.isPending}>
              {t('change.confirm')}
            </Button>
          </>
        }
      >
        <Typography>
          {now ? t('change.now', { price: formatNzd(plan.cost ?? 0) }) : t('change.later', { date: from })}
        </Typography>
        {problem !== null && <ErrorBanner error={problem} />}
      </AppModal>
      <ChallengeDialog
        open={challenge !== null}
        onAnswer={(passed) => {
          challenge?.(passed);
          setChallenge(null);
        }}
      />
    </>
  );
}
