import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  formatNzd,
  MultiSimKindSchema,
  multiSimProblems,
  switchSim,
  type MultiSimPlan,
  type SimChoice,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSaveCart } from '../../lib/shop/use-cart';
import { PHONE_SIM_TYPES, simItemOf, simWithPlan } from './sim-cart-items';
import { useMultiSimPlans } from './use-multi-sim-plans';
import { useSimItems } from './use-sim-items';
import './i18n';

type Sim = SimChoice & { key: number };

/** sims-multi-plans/{plan?}: the kinds of multi-SIM plan, or one kind with a SIM type and plan for each SIM. */
export function SimsMultiPlansPage() {
  const { t } = useTranslation('shopSims');
  const kind = MultiSimKindSchema.safeParse(useParams().plan);
  const plans = useMultiSimPlans(kind.success ? kind.data : undefined);
  const list = plans.data?.MultiSimPlans ?? [];
  return (
    <Page title={t('multiTitle')} width="md">
      {plans.isPending && <Loader />}
      {plans.error && <ErrorBanner error={plans.error} onRetry={() => void plans.refetch()} />}
      {kind.success && list[0] ? (
        <MultiSimForm plan={list[0]} />
      ) : (
        <List aria-label={t('chooseKind')}>
          {list.map((p) => (
            <ListItemButton key={p.Kind} component={Link} to={`/sims-multi-plans/${p.Kind}`}>
              <ListItemText
                primary={t('kindLine', {
                  name: p.Name,
                  price: formatNzd(p.Product.PriceCents),
                  min: p.MinSimsAvailable,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Page>
  );
}

function MultiSimForm({ plan }: { plan: MultiSimPlan }) {
  const { t } = useTranslation('shopSims');
  const navigate = useNavigate();
  const { flags } = useFlags();
  const simItems = useSimItems();
  const save = useSaveCart();
  const [sims, setSims] = useState<Sim[]>(() =>
    Array.from({ length: plan.MinSimsAvailable }, (_, key) => ({ key, simType: 'sim' })),
  );
  const [problems, setProblems] = useState<ReturnType<typeof multiSimProblems>>([]);
  const product = plan.Product;
  const change = (index: number, next: Partial<SimChoice>) =>
    setSims((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const problemOf = (index: number, field: 'plan' | 'simType') =>
    problems.find((p) => p.index === index && p.field === field)?.message;

  const addToCart = () => {
    const found = multiSimProblems(
      sims,
      [
        {
          catalogUUID: product.MobileProductCatalogUUID,
          availabilityUUID: product.MobileProductAvailabilityUUID,
        },
      ],
      PHONE_SIM_TYPES,
    );
    setProblems(found);
    if (found.length > 0 || !simItems.data) return;
    const items = simItems.data.Items;
    const lines = sims.flatMap((sim) => {
      const item = simItemOf(items, sim.simType ?? '');
      return item
        ? simWithPlan(item, product.MobileProductCatalogUUID, product.MobileProductAvailabilityUUID)
        : [];
    });
    save.mutate((current) => switchSim(current, lines), {
      onSuccess: () => void navigate('/order-placement'),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), addToCart())}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('kindLine', { name: plan.Name, price: formatNzd(product.PriceCents), min: plan.MinSimsAvailable })}
      </Typography>
      <Stack spacing={3}>
        {sims.map((sim, index) => (
          <Box component="fieldset" key={sim.key} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6">
              {t('sim', { n: index + 1 })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('simType')}
                value={sim.simType ?? ''}
                onChange={(e) => change(index, { simType: e.target.value })}
                error={!!problemOf(index, 'simType')}
                helperText={problemOf(index, 'simType')}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="esim">{t('esim')}</MenuItem>
                <MenuItem value="sim">{t('physical')}</MenuItem>
              </TextField>
              <TextField
                select
                label={t('plan')}
                value={sim.MobileProductAvailabilityUUID ?? ''}
                onChange={(e) =>
                  change(
                    index,
                    e.target.value
                      ? {
                          MobileProductAvailabilityUUID: e.target.value,
                          MobileProductCatalogUUID: product.MobileProductCatalogUUID,
                        }
                      : { MobileProductAvailabilityUUID: undefined, MobileProductCatalogUUID: undefined },
                  )
                }
                error={!!problemOf(index, 'plan')}
                helperText={problemOf(index, 'plan')}
                sx={{ minWidth: 280 }}
              >
                <MenuItem value="">{t('noPlan')}</MenuItem>
                <MenuItem value={product.MobileProductAvailabilityUUID}>
                  {plan.Name} ({formatNzd(product.PriceCents)})
                </MenuItem>
              </TextField>
              {sims.length > plan.MinSimsAvailable && (
                <Button onClick={() => setSims((all) => all.filter((_, i) => i !== index))}>
                  {t('removeSim', { n: index + 1 })}
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      {save.error && <ErrorBanner error={save.error} />}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button
          disabled={sims.length >= flags.multiple_sim_limit}
          onClick={() =>
            setSims((all) => [...all, { key: Math.max(...all.map((s) => s.key)) + 1, simType: 'sim' }])
          }
        >
          {t('addSim')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending || simItems.isPending}>
          {t('addToCart')}
        </Button>
        <Button component={Link} to="/sims-multi-plans">
          {t('allKinds')}
        </Button>
      </Stack>
    </Box>
  );
}
