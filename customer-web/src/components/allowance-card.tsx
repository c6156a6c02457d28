import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One allowance of a service: its name as the card's heading, what is left of it in words and as a progress bar,
 * and anything said under the bar.
 */
export function AllowanceCard({
  name,
  text,
  percent,
  barLabel,
  children,
}: {
  name: string;
  text: string;
  /** How much of the allowance remains, 0 to 100. */
  percent: number;
  /** The progress bar's accessible name. */
  barLabel: string;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography sx={{ mb: 1 }}>{text}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={barLabel} />
        {children}
      </CardContent>
    </Card>
  );
}
