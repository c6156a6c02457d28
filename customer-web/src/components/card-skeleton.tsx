import { Card, CardContent, Skeleton } from '@mui/material';

/**
 * A card's outline while its content loads, in place of a spinner: a title, two lines and a button, where they
 * will be, so the page does not jump when they arrive.
 */
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
