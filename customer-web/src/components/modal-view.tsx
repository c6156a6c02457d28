import { Alert, Button, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';
import type { ConfirmOptions } from './modals';

export type OpenModal =
  { kind: 'error' | 'success'; title?: string; text: string } | ({ kind: 'confirm' } & ConfirmOptions);

/** The open shared modal: a confirmation with two choices, or an error or success message. */
export default function ModalView({ open, finish }: { open: OpenModal; finish: (ok: boolean) => void }) {
  const { t } = useTranslation();
  if (open.kind === 'confirm') {
    return (
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
    );
  }
  return (
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
  );
}
