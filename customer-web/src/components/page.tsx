import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../lib/session/use-session';

// Only a signed-in customer has tabs to go back to: visitors' pages do not load the account's calls for it.
const Breadcrumb = lazy(() => import('./breadcrumb'));

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
  const signedIn = useSession().status === 'signed-in';
  useDocumentTitle(title);
  return (
    <Container maxWidth={width} sx={{ py: { xs: 2, sm: 4 } }}>
      {signedIn && (
        <Suspense fallback={null}>
          <Breadcrumb title={title} />
        </Suspense>
      )}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box>{children}</Box>
    </Container>
  );
}
