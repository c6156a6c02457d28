import { Box, Stack, Typography } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A form whose page checks the fields itself, for the forms not yet on the schema-checked `Form` of form/. A form
 * whose fields the app checks itself (no browser bubbles), stacked. With a title it stands under a
 * level-2 heading that names it, for pages that hold more than one form.
 */
export function UncheckedForm({
  title,
  onSubmit,
  children,
  sx,
}: {
  title?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  sx?: object;
}) {
  const titleId = useId();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={title ? titleId : undefined}
      sx={sx}
    >
      {title && (
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {title}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
