import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatNzd, requirePlan, requireSimType, switchSim } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useCatalogue } from '../../lib/shop/use-catalogue';
import { useSaveCart } from '../../lib/shop/use-cart';
import { PHONE_SIM_TYPES, simItemOf, simWithPlan } from './sim-cart-items';
import { readSimNumberChoice } from '../../lib/shop/sim-number-choice';
import { numberToKeep } from './number-choice-offered';
import { initialSimType } from './sim-type-choice';
import { useSimItems } from './use-sim-items';
import './i18n';

const PLAN_TYPES = ['postpaymobile' as const];

/** sim-purchase/{plan?} and sim-select-product: a SIM or eSIM with a plan of the catalogue, into the cart. */
export function SimPurchasePage() {
  const { t } = useTranslation('shopSims');
  const navigate = useNavigate();
  const catalogue = useCatalogue(PLAN_TYPES);
  const simItems = useSimItems();
  const save = useSaveCart();
  const { flags } = useFlags();
  const [search] = useSearchParams();
  const [simType, setSimType] = useState<string>(() =>
    initialSimType(flags.default_sim_type, search.get('type')),
  );
  const [planUUID, setPlanUUID] = useState<string | undefined>(useParams().plan);
  const [problem, setProblem] = useState<unknown>();
  const entries = catalogue.data?.Entries ?? [];
  const [numberChoice] = useState(readSimNumberChoice);
  const keeping = numberToKeep(flags, numberChoice);

  const addToCart = () => {
    try {
      const type = requireSimType(simType);
      const entry = requirePlan(entries.find((e) => e.UUID === planUUID));
      const sim = simItemOf(simItems.data?.Items ?? [], type);
      const availability = entry.Availabilities[0];
      if (!sim || !availability) return;
      setProblem(undefined);
      save.mutate((items) => switchSim(items, simWithPlan(sim, entry.UUID, availability.UUID, keeping)), {
        onSuccess: () => void navigate('/order-placement'),
      });
    } catch (error) {
      setProblem(error);
    }
  };

  return (
    <Page title={t('purchaseTitle')} width="md">
      {keeping && <Typography sx={{ mb: 2 }}>{t('keeping', { number: keeping })}</Typography>}
      <FormControl sx={{ mb: 2, display: 'block' }}>
        <FormLabel id="sim-label">{t('chooseSim')}</FormLabel>
        <RadioGroup aria-labelledby="sim-label" value={simType} onChange={(_, v) => setSimType(v)}>
          {PHONE_SIM_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(type === 'esim' ? 'esim' : 'physical')}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {/* The specification's reminders at the choice of SIM: an eSIM needs a phone that supports it; a SIM card
          comes by post. Plans sold here are postpay, charged after purchase. */}
      <Alert severity={simType === 'esim' ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {simType === 'esim' ? t('esimCheck') : t('simDelivery')} {t('postpayCharge')}
      </Alert>
      {catalogue.isPending && <CardsSkeleton count={3} />}
      {catalogue.error && <ErrorBanner error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {entries.length > 0 && (
        <FormControl sx={{ mb: 2, display: 'block' }}>
          <FormLabel id="plan-label">{t('choosePlan')}</FormLabel>
          <RadioGroup aria-labelledby="plan-label" value={planUUID ?? ''} onChange={(_, v) => setPlanUUID(v)}>
            {entries.map((entry) => (
              <FormControlLabel
                key={entry.UUID}
                value={entry.UUID}
                control={<Radio />}
                label={`${entry.Availabilities[0]?.RetailName ?? ''}: ${formatNzd(entry.Availabilities[0]?.RetailCents ?? 0)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {(problem ?? save.error) && <ErrorBanner error={problem ?? save.error} />}
      <Box>
        <Button variant="contained" onClick={addToCart} disabled={save.isPending || simItems.isPending}>
          {t('addToCart')}
        </Button>
      </Box>
    </Page>
  );
}
