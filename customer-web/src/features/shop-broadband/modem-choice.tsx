import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emptyOfferText, formatNzd, type ModemListing, type NetworkType } from '@portal/shared';
import { ChoiceCards } from '../../components/choice-cards';
import { CardSkeleton } from '../../components/card-skeleton';
import { useModems } from './use-modems';
import './i18n';

const OWN = 'own';

/** A modem of the network as cards, or the shopper's own. */
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
  if (modems.isPending) return <CardSkeleton />;
  const list = modems.data?.ItemVariants ?? [];
  return (
    <>
      {list.length === 0 && <Typography role="status">{emptyOfferText('modems', network)}</Typography>}
      <ChoiceCards
        legend={t('modem')}
        chosen={chosen === null ? OWN : (chosen ?? undefined)}
        onChoose={(value) =>
          onChoose(value === OWN ? null : (list.find((m) => m.ItemUUID === value) ?? null))
        }
        choices={[
          ...list.map((modem) => ({
            value: modem.ItemUUID,
            label: `${modem.Name}: ${formatNzd(modem.Price)}`,
            title: modem.Name,
            price: formatNzd(modem.Price),
            children: (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('modemOnce')}
              </Typography>
            ),
          })),
          {
            value: OWN,
            label: t('ownModem'),
            title: t('ownModem'),
            children: (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('ownModemLead')}
              </Typography>
            ),
          },
        ]}
      />
    </>
  );
}
