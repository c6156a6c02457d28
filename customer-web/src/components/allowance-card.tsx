import { Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One allowance of a service: its name as the card's heading, what is left of it in words and as a progress bar,
 * and anything said under the bar; placeholders in their place while it is not known yet.
 */
export function AllowanceCard({
  name,
  text,
  percent,
  barLabel,
  children,
}: {
  name: string;
  /** Undefined while what is left is not known yet. */
  text: string | undefined;
  /** How much of the allowance remains, 0 to 100. */
  percent: number;
  /** The progress bar's accessible name. */
  barLabel: string;
  children?: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={name}
      aria-busy={text === undefined}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        {text === undefined ? (
          <>
            <Skeleton variant="text" width="70%" sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={4} />
          </>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>{text}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={barLabel} />
          </>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
