import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A section of the home: its heading names it for assistive technology too. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** A card's outline while its content loads: a title, two lines and a button, where they will be. */
export function CardSkeleton({ height }: { height?: number }) {
  return (
    <Card aria-hidden sx={{ height }}>
      <CardContent>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="rounded" width={120} height={44} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/** A section's list while it loads, announced once as busy. */
export function SectionSkeleton({ count = 1 }: { count?: number }) {
  return (
    <Stack spacing={2} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Stack>
  );
}
