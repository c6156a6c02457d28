import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ChallengeDialog } from './challenge-dialog';

/**
 * The card issuer's challenge for `pay()` or `confirmPayment`: `challenge()` opens the dialog and resolves whether
 * the user passed; render `dialog` once on the page.
 */
export function useChallenge(): { challenge: () => Promise<boolean>; dialog: ReactElement } {
  const [open, setOpen] = useState(false);
  const answer = useRef<(passed: boolean) => void>(undefined);
  const challenge = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const dialog = (
    <ChallengeDialog
      open={open}
      onAnswer={(passed) => {
        setOpen(false);
        answer.current?.(passed);
      }}
    />
  );
  return { challenge, dialog };
}
