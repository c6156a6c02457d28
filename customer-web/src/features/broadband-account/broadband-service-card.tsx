import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFibreProduct } from '@portal/shared';
import './i18n';

/**
 * One of the account's broadband services as a card named by its plan: its address and where it is up to, then what
 * the page adds. `actions` receives the heading's id, so a button can say which service it acts on.
 */
export function BroadbandServiceCard({
  name,
  address,
  state,
  current = false,
  children,
  actions,
}: {
  name: string;
  address: string;
  state: string;
  current?: boolean;
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
          {name}
        </Typography>
        <Typography>{t('address', { address })}</Typography>
        <Typography>{t('state', { state })}</Typography>
        {children}
      </CardContent>
      {actions && <CardActions>{actions(headingId)}</CardActions>}
    </Card>
  );
}

/** A fibre service's card: named by its order while it has no plan yet. */
export function FibreServiceCard({
  product,
  ...rest
}: {
  product: CustomerFibreProduct;
  current: boolean;
  children?: ReactNode;
  actions?: (headingId: string) => ReactNode;
}) {
  const { t } = useTranslation('broadbandAccount');
  return (
    <BroadbandServiceCard
      name={product.PlanName || t('order', { number: product.OrderNumber })}
      address={product.Address.Formatted}
      state={product.StateDescription || product.State}
      {...rest}
    />
  );
}
