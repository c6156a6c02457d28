import { Alert, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A list of cards (ListCard items) without bullets or indent. */
export function CardList({
  children,
  label,
  spacing = 2,
}: {
  children: ReactNode;
  label?: string;
  spacing?: number;
}) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/**
 * One item of a list of cards: its title is both the heading and the item's accessible name, badges stand beside the
 * title, a failed action's text shows under the details, and the actions come last.
 */
export function ListCard({
  title,
  picture,
  badges,
  children,
  problem,
  actions,
  actionsLabel,
  data,
}: {
  title: string;
  /** Drawn before the title (a product's picture). */
  picture?: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  problem?: string;
  actions?: ReactNode;
  /** Names the actions as a group where their own texts do not say which item they act on. */
  actionsLabel?: string;
  /** data-* attributes for the list item, e.g. what a test picks it by. */
  data?: DataAttributes;
}) {
  return (
    <Card variant="outlined" component="li" aria-label={title} {...data}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {picture}
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          {badges}
        </Stack>
        {children}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </CardContent>
      {actions && (
        <CardActions {...(actionsLabel && { role: 'group', 'aria-label': actionsLabel })}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
