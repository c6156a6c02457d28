import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * The frame every service on the home shares: its name and status chip, its plan in large type, what the kind of
 * service adds, and its quick actions along the bottom. Cards in a row stretch to one height with their actions
 * aligned.
 */
export function ServiceCard({
  title,
  chip,
  plan,
  children,
  actions,
}: {
  title: string;
  chip: ReactNode;
  plan: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" id={headingId}>
            {title}
          </Typography>
          {chip}
        </Stack>
        <Typography variant="h5" component="p">
          {plan}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {actions}
      </CardActions>
    </Card>
  );
}
