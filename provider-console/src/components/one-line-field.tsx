import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

/**
 * Long text (an address) on one line, cut with an ellipsis so the table keeps its width; the whole text shows on
 * hover and is what assistive technology reads.
 */
export function OneLineField({
  maxWidth = { xs: '20ch', xl: '36ch' },
  ...props
}: FieldProps & { maxWidth?: string | Record<string, string> }) {
  const value = useFieldValue(props);
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Typography component="span" variant="body2" noWrap title={text} sx={{ display: 'block', maxWidth }}>
      {text}
    </Typography>
  );
}
