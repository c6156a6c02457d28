import { Box, Container, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen: its heading is the document title too, so every page has one h1 and a meaningful tab title. */
export function Page({
  title,
  children,
  width = 'sm',
}: {
  title: string;
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  return (
    <Container maxWidth={width} sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box>{children}</Box>
    </Container>
  );
}
