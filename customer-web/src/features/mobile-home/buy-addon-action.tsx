import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingKind, type MobileProduct } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { useCatalogueAddons } from '../../lib/addon-purchase/use-catalogue-addons';
import './i18n';

// The menu and the purchase dialog (with its payment code) load when the customer reaches for the button, not with
// the dashboard: most visits buy nothing.
const loadBuyAddonMenu = () => import('./buy-addon-menu');
const BuyAddonMenu = lazy(loadBuyAddonMenu);

/** The dashboard's quick purchase: pick one of the addons this service can buy and buy it without leaving home. */
export function BuyAddonAction({ product }: { product: MobileProduct }) {
  const { t } = useTranslation('mobileHome');
  const customerUUID = useCustomerUUID();
  const catalogue = useCatalogueAddons(billingKind(product.BillingReference));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reached, setReached] = useState(false);
  const menuId = useId();
  const reach = () => {
    void loadBuyAddonMenu();
    setReached(true);
  };
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
        onPointerEnter={reach}
        onFocus={reach}
        onClick={(e) => {
          reach();
          setAnchor(e.currentTarget);
        }}
      >
        {t('actions.addons')}
      </Button>
      {reached && (
        <Suspense fallback={null}>
          <BuyAddonMenu
            menuId={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            customerUUID={customerUUID}
            product={product}
            addons={catalogue.data ?? []}
            pending={catalogue.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
