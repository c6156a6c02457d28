import { Chip } from '@mui/material';
import {
  fibreDisplayText,
  fibreKind,
  type FibreKind,
  type FibreOrderRecord,
  type FibreOrderState,
  type FibreProductRecord,
} from '@portal/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { CHIP_COLOURS, type ChipColour } from '../lib/theme';

const KIND_COLOUR: Record<FibreKind, ChipColour> = {
  active: 'green',
  suspended: 'amber',
  pending: 'blue',
  cancelled: 'grey',
  unknown: 'slate',
};

const ORDER_COLOUR: Record<FibreOrderState, ChipColour> = {
  created: 'blue',
  acknowledged: 'blue',
  in_progress: 'purple',
  held: 'amber',
  completed: 'green',
  failed: 'red',
  cancelled: 'grey',
};

/** A long label (a state with its substate) is cut to keep table columns narrow; the whole of it shows on hover. */
function ColourChip({ label, colour }: { label: string; colour: ChipColour }) {
  return (
    <Chip
      size="small"
      label={label}
      title={label}
      sx={{ bgcolor: CHIP_COLOURS[colour], color: '#fff', fontWeight: 500, maxWidth: 150 }}
    />
  );
}

/** A fibre product's status as a coloured chip: colour and text from the state mapping. */
export function FibreProductStatusChip(_: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext<FibreProductRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.DeletedAtNanos !== null)
    return <ColourChip label={translate('console.deleted.chip')} colour="red" />;
  const kind = fibreKind(record) ?? 'unknown';
  const text = fibreDisplayText(record.Substate, record.ProductOrderSubstate);
  const state = translate(`console.states.${record.State}`, { _: record.State });
  return <ColourChip label={text ? `${state} · ${text}` : state} colour={KIND_COLOUR[kind]} />;
}

/** A fibre order's state as a coloured chip, with the state mapping's display text when a substate is set. */
export function OrderStateChip(_: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext<FibreOrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const state = translate(`console.states.${record.State}`, { _: record.State });
  const text = fibreDisplayText(record.Substate);
  return <ColourChip label={text ? `${state} · ${text}` : state} colour={ORDER_COLOUR[record.State]} />;
}
