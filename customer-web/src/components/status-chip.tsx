import { Chip } from '@mui/material';

export type StatusTone = 'success' | 'warning' | 'error' | 'primary' | 'default';

/** A status shown as its text on a colour: the text carries the meaning, the colour only repeats it. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return <Chip size="small" variant="outlined" color={tone} label={label} sx={{ fontWeight: 600 }} />;
}
