import { useCallback, useRef, useState } from 'react';
import { ChallengeDialog } from '../../lib/payment-provider/challenge-dialog';

/** The card issuer's challenge as a promise: `challenge()` opens the dialog and resolves with the answer. */
export function useChallenge() {
  const [open, setOpen] = useState(false);
  const answer = useRef<(passed: boolean) => void>(() => undefined);
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
        answer.current(passed);
      }}
    />
  );
  return { challenge, dialog };
}
