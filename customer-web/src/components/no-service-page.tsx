import { Alert } from '@mui/material';
import { Page } from './page';

/** A page about the current service, shown when the account has no service it can be about. */
export function NoServicePage({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title}>
      <Alert severity="info">{text}</Alert>
    </Page>
  );
}
