import { Alert, Button, DialogContentText } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

interface ConfirmOptions {
  title?: string;
  text: string;
  confirmLabel?: string;
  danger?: boolean;
}

interface Modals {
  showError(text: string, title?: string): void;
  showSuccess(text: string, title?: string): void;
  /** Resolves true when confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const ModalsContext = createContext<Modals | null>(null);

type Open =
  { kind: 'error' | 'success'; title?: string; text: string } | ({ kind: 'confirm' } & ConfirmOptions) | null;

/** The shared error, success and confirmation modals (000 §2). */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const finish = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(null);
  }, []);

  const api = useMemo<Modals>(
    () => ({
      showError: (text, title) => setOpen({ kind: 'error', text, title }),
      showSuccess: (text, title) => setOpen({ kind: 'success', text, title }),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setOpen({ kind: 'confirm', ...options });
        }),
    }),
    [],
  );

  return (
    <ModalsContext.Provider value={api}>
      {children}
      {open?.kind === 'confirm' ? (
        <AppModal
          open
          title={open.title ?? t('dialogs.confirmTitle')}
          onClose={() => finish(false)}
          onConfirm={() => finish(true)}
          actions={
            <>
              <Button onClick={() => finish(false)}>{t('actions.cancel')}</Button>
              <Button
                variant="contained"
                color={open.danger ? 'error' : 'primary'}
                onClick={() => finish(true)}
                autoFocus
              >
                {open.confirmLabel ?? t('actions.confirm')}
              </Button>
            </>
          }
        >
          <DialogContentText>{open.text}</DialogContentText>
        </AppModal>
      ) : open ? (
        <AppModal
          open
          title={open.title ?? t(open.kind === 'error' ? 'dialogs.errorTitle' : 'dialogs.successTitle')}
          onClose={() => finish(true)}
          onConfirm={() => finish(true)}
          actions={
            <Button variant="contained" onClick={() => finish(true)} autoFocus>
              {t('actions.ok')}
            </Button>
          }
        >
          <Alert severity={open.kind === 'error' ? 'error' : 'success'} role="alert">
            {open.text}
          </Alert>
        </AppModal>
      ) : null}
    </ModalsContext.Provider>
  );
}

export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals needs ModalsProvider');
  return modals;
}
