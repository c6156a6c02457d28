import type { FibreOrderRecord, UfbPlanRecord } from '@portal/shared';
import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../lib/csv';
import { formatNanos } from '../lib/format';

/** The order list as CSV: one row per order, as filtered and sorted on screen, with the plan's name. */
export const orderExporter: Exporter = async (records, fetchRelatedRecords) => {
  const plans = await fetchRelatedRecords<UfbPlanRecord>(records, 'PlanUUID', 'UFB_plan');
  const csv = toCsv(records as FibreOrderRecord[], [
    ['Order number', (o) => o.OrderNumber],
    ['State', (o) => o.State],
    ['Status', (o) => o.StateText],
    ['LFC', (o) => o.LFC],
    ['Customer', (o) => o.CustomerName],
    ['Address', (o) => o.Address.Formatted],
    ['Plan', (o) => plans[o.PlanUUID]?.Name ?? ''],
    ['Appointment', (o) => (o.Appointment ? formatNanos(o.Appointment.StartNanos) : '')],
    ['Created', (o) => formatNanos(o.CreatedAtNanos)],
    ['UUID', (o) => o.UUID],
  ]);
  downloadCSV(csv, 'fibre-orders');
};
