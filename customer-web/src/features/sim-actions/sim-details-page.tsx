import { displayMsisdn } from '@portal/shared';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../components/content-skeleton';
import { useFlags } from '../../lib/flags';
import { SimActionError } from './action-error';
import { SimActionPage } from './sim-action-page';
import type { SimTarget } from './sim-target';
import { useSimStatus } from './use-sim-status';
import './i18n';

/** sim-card-actions/sim-details: the SIM's number and IDs, whether it is enabled, and its PUK (flag show_puk). */
export function SimDetailsPage() {
  const { t } = useTranslation('sim-actions');
  return (
    <SimActionPage title={t('details.title')}>{(target) => <SimDetails target={target} />}</SimActionPage>
  );
}

function SimDetails({ target }: { target: SimTarget }) {
  const { t } = useTranslation('sim-actions');
  const { flags } = useFlags();
  const status = useSimStatus(target);
  if (status.error) return <SimActionError error={status.error} />;
  if (!status.data) return <ListSkeleton />;
  const rows: [string, string][] = [
    [t('details.number'), displayMsisdn(status.data.MSISDN)],
    [t('details.simId'), status.data.SIMID],
    [t('details.imsi'), status.data.IMSI],
    [t('details.state'), status.data.Enabled ? t('details.enabled') : t('details.disabled')],
    ...(flags.show_puk ? [[t('details.puk'), status.data.PUK] as [string, string]] : []),
  ];
  return (
    <Table aria-label={t('details.title')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
