import { Stack, Typography } from '@mui/material';
import { CardSkeleton } from '../../components/card-skeleton';
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
