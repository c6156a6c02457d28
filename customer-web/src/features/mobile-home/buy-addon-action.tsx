import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingKind, formatNzd, type CataloguePlan, type MobileProduct } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { BuyAddonDialog } from '../../lib/addon-purchase/buy-addon-dialog';
import { useCatalogueAddons } from '../../lib/addon-purchase/use-catalogue-addons';
import './i18n';

/** The dashboard's quick purchase: pick one of the addons this service can buy and buy it without leaving home. */
export function BuyAddonAction({ product }: { product: MobileProduct }) {
  const { t } = useTranslation('mobileHome');
  const customerUUID = useCustomerUUID();
  const catalogue = useCatalogueAddons(billingKind(product.BillingReference));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [buying, setBuying] = useState<CataloguePlan>();
  const menuId = useId();
  const addons = catalogue.data ?? [];
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={!!anchor}
        // Enabled while the addons load (the menu says so): a button that turns on under the reader's eyes would
        // also fade its colours in while it is being read.
        disabled={!customerUUID}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('actions.addons')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {catalogue.isPending && <MenuItem disabled>{t('actions.loadingAddons')}</MenuItem>}
        {!catalogue.isPending && addons.length === 0 && <MenuItem disabled>{t('actions.noAddons')}</MenuItem>}
        {addons.map((addon) => (
          <MenuItem
            key={addon.UUID}
            onClick={() => {
              setAnchor(null);
              setBuying(addon);
            }}
          >
            <ListItemText primary={addon.Name} secondary={formatNzd(addon.cost)} />
          </MenuItem>
        ))}
      </Menu>
      {customerUUID && (
        <BuyAddonDialog
          customerUUID={customerUUID}
          product={product}
          addon={buying}
          onClose={() => setBuying(undefined)}
        />
      )}
    </>
  );
}
