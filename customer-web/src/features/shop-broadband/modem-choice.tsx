import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emptyOfferText, formatNzd, type ModemListing, type NetworkType } from '@portal/shared';
import { Loader } from '../../components/loader';
import { useModems } from './use-modems';
import './i18n';

const OWN = 'own';

/** A modem of the network, or the shopper's own. */
export function ModemChoice({
  network,
  chosen,
  onChoose,
}: {
  network: NetworkType;
  /** The modem chosen; null for the shopper's own; undefined before choosing. */
  chosen: string | null | undefined;
  onChoose: (modem: ModemListing | null) => void;
}) {
  const { t } = useTranslation('shopBroadband');
  const modems = useModems(network);
  if (modems.isPending) return <Loader />;
  const list = modems.data?.ItemVariants ?? [];
  return (
    <FormControl sx={{ my: 2 }}>
      <FormLabel id="modem-label">{t('modem')}</FormLabel>
      {list.length === 0 && <Typography role="status">{emptyOfferText('modems', network)}</Typography>}
      <RadioGroup aria-labelledby="modem-label" value={chosen === null ? OWN : (chosen ?? '')}>
        {list.map((modem) => (
          <FormControlLabel
            key={modem.UUID}
            value={modem.ItemUUID}
            control={<Radio />}
            onChange={() => onChoose(modem)}
            label={`${modem.Name}: ${formatNzd(modem.Price)}`}
          />
        ))}
        <FormControlLabel
          value={OWN}
          control={<Radio />}
          onChange={() => onChoose(null)}
          label={t('ownModem')}
        />
      </RadioGroup>
    </FormControl>
  );
}
