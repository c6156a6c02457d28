import { Button, Stack } from '@mui/material';
import { Link } from 'react-router';

/** A row of outlined buttons, each leading to another screen. */
export function LinkButtons({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map(({ to, label }) => (
        <Button key={to} component={Link} to={to} variant="outlined">
          {label}
        </Button>
      ))}
    </Stack>
  );
}
