import { Alert, Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  contracts,
  DELIVERY_INSTRUCTIONS_MAX,
  displayMsisdn,
  ERRORS,
  sortByRank,
  type DeliveryDetails,
  type DeliveryField,
  type Location,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCustomer, useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';
import { useLocationSearch } from '../../lib/use-location-search';
import './i18n';

type Place = Omit<Location, 'UUID'> & { UUID?: string };

/**
 * Fills the delivery in from what the account has: its default delivery address and its contact number, once
 * they are known; the shopper can change either.
 */
function useDefaults(onDefaults: (d: Partial<DeliveryDetails>) => void) {
  const uuid = useCustomerUUID();
  const { customer } = useCurrentCustomer();
  const saved = useQuery({
    ...queryOf(contracts.addresses.list, {
      params: { uuid },
      query: { AddressType: 'DELIVERY', page: 1, per_page: 10 },
    }),
  });
  const first = sortByRank(saved.data?.Addresses ?? [])[0];
  const phone = customer?.MobileNumber;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || saved.isPending || !customer) return;
    setDone(true);
    onDefaults({
      ...(first?.LocationProvider && first.LocationProviderIDX ? { location: first } : {}),
      ...(phone ? { phone: displayMsisdn(phone) } : {}),
    });
  }, [done, saved.isPending, customer, first, phone, onDefaults]);
}

/**
 * Where the products of the order go (something in it ships): an address from the location search, instructions
 * for the courier and a number to call. Each field says what is wrong with it once the shopper tries to pay.
 */
export function DeliveryDetailsForm({
  value,
  onChange,
  onDefaultsIn,
  problems,
}: {
  value: DeliveryDetails;
  onChange: (change: Partial<DeliveryDetails>) => void;
  /** The account's address and number are in the form (or the account has none): paying may go on. */
  onDefaultsIn: () => void;
  /** Shown once the shopper has tried to pay. */
  problems: Partial<Record<DeliveryField, string>>;
}) {
  const { t } = useTranslation('shopCheckout');
  const [typed, setTyped] = useState(value.location?.Formatted ?? '');
  const search = useLocationSearch(typed);
  useDefaults((d) => {
    onChange(d);
    if (d.location) setTyped(d.location.Formatted);
    onDefaultsIn();
  });
  const searched = typed.trim().length >= 2 && search.isSuccess;
  // A search that finds nothing says so under the field too, not only in a list that may be closed.
  const nothingFound = searched && (search.data?.length ?? 0) === 0 && !value.location;
  return (
    <Stack component="section" aria-labelledby="checkout-delivery" spacing={2} sx={{ mt: 3 }}>
      <Typography id="checkout-delivery" variant="h5" component="h2">
        {t('delivery.heading')}
      </Typography>
      {search.error && <Alert severity="error">{ERRORS.arcgis}</Alert>}
      <Autocomplete<Place>
        options={search.data ?? []}
        value={(value.location as Place | undefined) ?? null}
        onChange={(_, place) => onChange({ location: place ?? undefined })}
        inputValue={typed}
        onInputChange={(_, text) => setTyped(text)}
        getOptionLabel={(l) => l.Formatted}
        isOptionEqualToValue={(a, b) => a.LocationProviderIDX === b.LocationProviderIDX}
        filterOptions={(x) => x}
        loading={search.isFetching}
        noOptionsText={searched ? t('delivery.noMatch') : t('delivery.typeMore')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="delivery-address"
            label={t('delivery.address')}
            required
            error={!!problems.location}
            helperText={
              nothingFound ? t('delivery.noMatch') : (problems.location ?? t('delivery.addressHint'))
            }
          />
        )}
      />
      <TextField
        name="delivery-instructions"
        label={t('delivery.instructions')}
        value={value.instructions}
        onChange={(e) => onChange({ instructions: e.target.value })}
        multiline
        minRows={2}
        error={!!problems.instructions}
        helperText={
          problems.instructions ?? t('delivery.instructionsHint', { max: DELIVERY_INSTRUCTIONS_MAX })
        }
      />
      <TextField
        name="delivery-phone"
        label={t('delivery.phone')}
        type="tel"
        autoComplete="tel"
        required
        value={value.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
        error={!!problems.phone}
        helperText={problems.phone ?? t('delivery.phoneHint')}
        sx={{ maxWidth: 320 }}
      />
    </Stack>
  );
}
