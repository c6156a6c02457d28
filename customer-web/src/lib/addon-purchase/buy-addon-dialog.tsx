import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNzd, isRenewable, type CataloguePlan, type MobileProduct } from '@portal/shared';
import { AppModal } from '../../components/app-modal';
import { useChallenge } from '../payment-provider/use-challenge';
import { AddonPurchaseError } from './buy-addon';
import { usePaymentOptions } from './use-payment-options';
import { useBuyAddon } from './use-buy-addon';
import './i18n';

export interface BuyAddonDialogProps {
  customerUUID: string;
  product: MobileProduct;
  /** The addon to buy; no addon keeps the dialog closed. */
  addon: CataloguePlan | undefined;
  onClose: () => void;
}

/** Where each way out of a failed purchase leads; choosing another card stays in the dialog. */
const CHOICE_LINKS = {
  'add-card': '/profile/balance/payment-methods/add',
  'change-plan': '/profile/all-plans',
} as const;

/**
 * Buying one addon for a service: how to pay (prepay credit, a saved card, a parent billing route), whether it
 * renews, then the purchase with any challenge of the card issuer. Any screen can open it for an addon of the
 * catalogue.
 */
export function BuyAddonDialog({ customerUUID, product, addon, onClose }: BuyAddonDialogProps) {
  const { t } = useTranslation('addon-purchase');
  const { challenge, dialog } = useChallenge();
  const buy = useBuyAddon(challenge);
  const { options, isPending } = usePaymentOptions(customerUUID, product);
  const [chosen, setChosen] = useState<string>();
  const [subscribe, setSubscribe] = useState(true);
  const selected = options.find((o) => o.id === chosen) ?? options[0];
  const renewable = !!addon && isRenewable(addon.Characteristics);
  const price = formatNzd(addon?.cost ?? 0);
  const failure = buy.error instanceof AddonPurchaseError ? buy.error : undefined;

  const close = () => {
    buy.reset();
    setChosen(undefined);
    onClose();
  };
  const submit = () => {
    if (!addon || !selected || buy.isPending) return;
    buy.mutate({
      customerUUID,
      product,
      addon,
      payment: selected.payment,
      subscribe: renewable && subscribe,
    });
  };

  const form = (
    <Stack spacing={2}>
      <Typography>{addon?.Availabilities[0]?.RetailDescription}</Typography>
      <Typography variant="h6" component="p">
        {t('price', { price })}
      </Typography>
      {!isPending && !options.length && <Alert severity="warning">{t('noWayToPay')}</Alert>}
      {options.length > 0 && (
        <FormControl disabled={buy.isPending}>
          <FormLabel id="addon-pay-with">{t('payWith')}</FormLabel>
          <RadioGroup
            aria-labelledby="addon-pay-with"
            value={selected?.id ?? ''}
            onChange={(e) => {
              buy.reset();
              setChosen(e.target.value);
            }}
          >
            {options.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {renewable && (
        <FormControlLabel
          disabled={buy.isPending}
          control={<Checkbox checked={subscribe} onChange={(e) => setSubscribe(e.target.checked)} />}
          label={t('subscribe')}
        />
      )}
      {buy.isPending && <LinearProgress aria-label={t('buying')} />}
      {buy.isError && (
        <Alert severity="error" role="alert">
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {buy.error.message}
          </Typography>
          {failure?.detail && <Typography variant="body2">{failure.detail}</Typography>}
          {failure && failure.choices.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {failure.choices.map((choice) =>
                choice === 'choose-card' ? (
                  <Button key={choice} size="small" variant="outlined" onClick={() => buy.reset()}>
                    {t(`choices.${choice}`)}
                  </Button>
                ) : (
                  <Button
                    key={choice}
                    size="small"
                    variant="outlined"
                    component={Link}
                    to={CHOICE_LINKS[choice]}
                  >
                    {t(`choices.${choice}`)}
                  </Button>
                ),
              )}
            </Stack>
          )}
        </Alert>
      )}
    </Stack>
  );

  return (
    <>
      <AppModal
        open={!!addon}
        title={t('title', { name: addon?.Name ?? '' })}
        onClose={close}
        hideClose={buy.isPending}
        onConfirm={buy.isSuccess ? close : submit}
        actions={
          buy.isSuccess ? (
            <Button variant="contained" onClick={close}>
              {t('done')}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={buy.isPending}>
                {t('cancel')}
              </Button>
              <Button variant="contained" onClick={submit} disabled={buy.isPending || !selected}>
                {buy.isPending ? t('buying') : t('buy', { price })}
              </Button>
            </>
          )
        }
      >
        {buy.isSuccess ? (
          <Alert severity="success" role="status">
            {t('bought', { name: addon?.Name ?? '' })}
          </Alert>
        ) : (
          form
        )}
      </AppModal>
      {dialog}
    </>
  );
}
