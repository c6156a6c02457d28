import { Box, Button, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  formatNzd,
  multiSimFormSchema,
  MultiSimKindSchema,
  switchSim,
  type MultiSimFormSim,
  type MultiSimPlan,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SelectInput, SubmitButton } from '../../components/form';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSaveCart } from '../../lib/shop/use-cart';
import { simsAllowed } from './sim-count';
import { PHONE_SIM_TYPES, simItemOf, simWithPlan } from './sim-cart-items';
import { useMultiSimPlans } from './use-multi-sim-plans';
import { useSimItems } from './use-sim-items';
import './i18n';

/** sims-multi-plans/{plan?}: the kinds of multi-SIM plan, or one kind with a SIM type and plan for each SIM. */
export function SimsMultiPlansPage() {
  const { t } = useTranslation('shopSims');
  const kind = MultiSimKindSchema.safeParse(useParams().plan);
  const plans = useMultiSimPlans(kind.success ? kind.data : undefined);
  const list = plans.data?.MultiSimPlans ?? [];
  return (
    <Page title={t('multiTitle')} width="md">
      {plans.isPending && <CardsSkeleton count={3} />}
      {plans.error && <ErrorBanner error={plans.error} onRetry={() => void plans.refetch()} />}
      {kind.success && list[0] ? (
        <MultiSimForm plan={list[0]} />
      ) : (
        <List aria-label={t('chooseKind')}>
          {list.map((p) => (
            <ListItem key={p.Kind} disablePadding>
              <ListItemButton component={Link} to={`/sims-multi-plans/${p.Kind}`}>
                <ListItemText
                  primary={t('kindLine', {
                    name: p.Name,
                    price: formatNzd(p.Product.PriceCents),
                    min: p.MinSimsAvailable,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Page>
  );
}

function MultiSimForm({ plan }: { plan: MultiSimPlan }) {
  const { t } = useTranslation('shopSims');
  const navigate = useNavigate();
  const simItems = useSimItems();
  const save = useSaveCart();
  const product = plan.Product;
  const schema = useMemo(
    () =>
      multiSimFormSchema(
        product.MobileProductCatalogUUID,
        [
          {
            catalogUUID: product.MobileProductCatalogUUID,
            availabilityUUID: product.MobileProductAvailabilityUUID,
          },
        ],
        PHONE_SIM_TYPES,
      ),
    [product.MobileProductCatalogUUID, product.MobileProductAvailabilityUUID],
  );

  const addToCart = async ({ sims }: { sims: MultiSimFormSim[] }) => {
    if (!simItems.data) return;
    const items = simItems.data.Items;
    const lines = sims.flatMap((sim) => {
      const item = simItemOf(items, sim.simType);
      return item
        ? simWithPlan(item, product.MobileProductCatalogUUID, product.MobileProductAvailabilityUUID)
        : [];
    });
    await save.mutateAsync((current) => switchSim(current, lines));
    await navigate('/order-placement');
  };

  return (
    <Form
      schema={schema}
      defaultValues={{ sims: Array.from({ length: plan.MinSimsAvailable }, () => NEW_SIM) }}
      onSubmit={addToCart}
    >
      <Typography variant="h5" component="h2">
        {t('kindLine', { name: plan.Name, price: formatNzd(product.PriceCents), min: plan.MinSimsAvailable })}
      </Typography>
      <SimFields plan={plan} disabled={simItems.isPending} />
    </Form>
  );
}

/** A new SIM starts as a SIM card with no plan chosen. */
const NEW_SIM: MultiSimFormSim = { simType: 'sim', MobileProductAvailabilityUUID: '' };

/** The SIMs of the form, each with its type and plan, added and removed within the plan kind's limits. */
function SimFields({ plan, disabled }: { plan: MultiSimPlan; disabled: boolean }) {
  const { t } = useTranslation('shopSims');
  const { flags } = useFlags();
  const { fields, append, remove } = useFieldArray<{ sims: MultiSimFormSim[] }>({ name: 'sims' });
  const product = plan.Product;
  const allowed = simsAllowed(flags, plan.MinSimsAvailable);
  const simTypes = [
    { value: 'esim', label: t('esim') },
    { value: 'sim', label: t('physical') },
  ];
  const plans = [
    { value: '', label: t('noPlan') },
    {
      value: product.MobileProductAvailabilityUUID,
      label: `${plan.Name} (${formatNzd(product.PriceCents)})`,
    },
  ];
  return (
    <>
      {fields.map((field, index) => (
        <Box component="fieldset" key={field.id} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6">
            {t('sim', { n: index + 1 })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              name={`sims.${index}.simType`}
              label={t('simType')}
              options={simTypes}
              sx={{ minWidth: 200 }}
            />
            <SelectInput
              name={`sims.${index}.MobileProductAvailabilityUUID`}
              label={t('plan')}
              options={plans}
              sx={{ minWidth: 280 }}
            />
            {fields.length > plan.MinSimsAvailable && (
              <Button onClick={() => remove(index)}>{t('removeSim', { n: index + 1 })}</Button>
            )}
          </Stack>
        </Box>
      ))}
      <Stack direction="row" spacing={2}>
        {allowed > plan.MinSimsAvailable && (
          <Button disabled={fields.length >= allowed} onClick={() => append(NEW_SIM)}>
            {t('addSim')}
          </Button>
        )}
        <SubmitButton size="medium" disabled={disabled}>
          {t('addToCart')}
        </SubmitButton>
        <Button component={Link} to="/sims-multi-plans">
          {t('allKinds')}
        </Button>
      </Stack>
    </>
  );
}
