import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from './card-skeleton';
import { visuallyHidden } from './visually-hidden';

/** What a loading region says to a screen reader, once, while its outline stands where the content will be. */
function Busy({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {label ?? t('loading')}
      </Box>
      <Box aria-hidden>{children}</Box>
    </Box>
  );
}

/** A list's rows while they load: a name and a value per row, in a card like the list's own. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  return (
    <Busy label={label}>
      <Card>
        <CardContent>
          {Array.from({ length: rows }, (_, i) => (
            <Stack
              key={i}
              direction="row"
              spacing={2}
              sx={{ py: 1.5, alignItems: 'center', borderTop: i ? 1 : 0, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="45%" />
                <Skeleton variant="text" width="30%" sx={{ fontSize: '0.8rem' }} />
              </Box>
              <Skeleton variant="text" width={72} />
            </Stack>
          ))}
        </CardContent>
      </Card>
    </Busy>
  );
}

/** Cards while they load (plans, services, offers), laid out as the cards will be. */
export function CardsSkeleton({
  count = 2,
  height,
  label,
}: {
  count?: number;
  height?: number;
  label?: string;
}) {
  return (
    <Busy label={label}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(280px, 1fr))' },
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} height={height} />
        ))}
      </Box>
    </Busy>
  );
}

/** A form's fields while what fills them loads: labelled boxes and the button below. */
export function FormSkeleton({ fields = 3, label }: { fields?: number; label?: string }) {
  return (
    <Busy label={label}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {Array.from({ length: fields }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
        <Skeleton variant="rounded" width={160} height={44} />
      </Stack>
    </Busy>
  );
}
