import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNzd, type CataloguePlan, type MobileProduct } from '@portal/shared';
import { BuyAddonDialog } from '../../lib/addon-purchase/buy-addon-dialog';
import './i18n';

export interface BuyAddonMenuProps {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  customerUUID: string | null;
  product: MobileProduct;
  addons: CataloguePlan[];
  pending: boolean;
}

/** The quick purchase's list of addons and, once one is chosen, the dialog that buys it. */
export default function BuyAddonMenu({
  menuId,
  anchor,
  onClose,
  customerUUID,
  product,
  addons,
  pending,
}: BuyAddonMenuProps) {
  const { t } = useTranslation('mobileHome');
  const [buying, setBuying] = useState<CataloguePlan>();
  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={onClose}>
        {pending && <MenuItem disabled>{t('actions.loadingAddons')}</MenuItem>}
        {!pending && addons.length === 0 && <MenuItem disabled>{t('actions.noAddons')}</MenuItem>}
        {addons.map((addon) => (
          <MenuItem
            key={addon.UUID}
            onClick={() => {
              onClose();
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
