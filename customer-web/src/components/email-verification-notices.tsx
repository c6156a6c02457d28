import { Alert } from '@mui/material';
import { useState } from 'react';
import { ErrorBanner } from './error-banner';

/**
 * "I have opened the link": reloads the account; a verified one moves on, otherwise the customer is told it is not
 * verified yet (they may not have opened the link, or opened an older one).
 */
export function useVerifiedCheck(
  reload: () => Promise<{ data?: { EmailVerified?: boolean } | null }>,
  onVerified: () => unknown,
) {
  const [notYet, setNotYet] = useState(false);
  const check = async () => {
    const { data } = await reload();
    if (data?.EmailVerified) await onVerified();
    else setNotYet(true);
  };
  return { notYet, check };
}

/** What became of sending the link and of the last check, above the buttons of an email verification screen. */
export function EmailVerificationNotices({
  sendError,
  sentText,
  notYetText,
}: {
  sendError: unknown;
  /** Given once the link has been sent. */
  sentText?: string;
  /** Given once a check found the email not verified yet. */
  notYetText?: string;
}) {
  return (
    <>
      {!!sendError && <ErrorBanner error={sendError} />}
      {sentText && (
        <Alert severity="info" role="status">
          {sentText}
        </Alert>
      )}
      {notYetText && (
        <Alert severity="warning" role="status">
          {notYetText}
        </Alert>
      )}
    </>
  );
}
