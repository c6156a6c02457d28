import { MenuItem, TextField } from '@mui/material';

/** The header's select of mobile services; `onChoose` hears the value of the one chosen. */
export default function ProductSelect({
  label,
  value,
  options,
  onChoose,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChoose: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChoose(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
