import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AllowanceTotal } from '@portal/shared';
import './i18n';

/** What the plan and running addons give together, per kind. */
export function AllowanceList({ totals }: { totals: readonly AllowanceTotal[] }) {
  const { t } = useTranslation('mobile-addons');
  return (
    <List dense aria-label={t('allowances.title')}>
      {totals.map((total) => (
        <ListItem key={total.kind} disableGutters>
          <ListItemText primary={t(`allowances.kinds.${total.kind}`)} secondary={total.text} />
        </ListItem>
      ))}
    </List>
  );
}
