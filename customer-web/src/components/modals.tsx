import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { OpenModal } from './modal-view';

// The dialog code loads the first time a modal opens, not with the first page.
const ModalView = lazy(() => import('./modal-view'));

export interface ConfirmOptions {
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

/** The shared error, success and confirmation modals. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
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
      {open && (
        <Suspense fallback={null}>
          <ModalView open={open} finish={finish} />
        </Suspense>
      )}
    </ModalsContext.Provider>
  );
}

export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals needs ModalsProvider');
  return modals;
}
