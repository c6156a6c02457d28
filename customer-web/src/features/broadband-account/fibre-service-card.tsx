import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFibreProduct } from '@portal/shared';
import './i18n';

/**
 * One of the account's fibre services as a card named by its plan (or its order while it has none): its address and
 * where it is up to, then what the page adds. `actions` receives the heading's id, so a button can say which service
 * it acts on.
 */
export function FibreServiceCard({
  product,
  current,
  children,
  actions,
}: {
  product: CustomerFibreProduct;
  current: boolean;
  children?: ReactNode;
  actions?: (headingId: string) => ReactNode;
}) {
  const { t } = useTranslation('broadbandAccount');
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      aria-current={current || undefined}
    >
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {product.PlanName || t('order', { number: product.OrderNumber })}
        </Typography>
        <Typography>{t('address', { address: product.Address.Formatted })}</Typography>
        <Typography>{t('state', { state: product.StateDescription || product.State })}</Typography>
        {children}
      </CardContent>
      {actions && <CardActions>{actions(headingId)}</CardActions>}
    </Card>
  );
}
