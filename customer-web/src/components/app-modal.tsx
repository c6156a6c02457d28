import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  /** Hides the close button; the dialog then does not close on Escape either. */
  hideClose?: boolean;
  /** Raised by the Enter key. */
  onConfirm?: () => void;
}

/** The modal dialog of the shell: closes on Escape unless its close button is hidden; Enter raises confirm. */
export function AppModal({ open, title, children, actions, onClose, hideClose, onConfirm }: AppModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && onConfirm && target.tagName !== 'TEXTAREA' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      onConfirm();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (hideClose && (reason === 'escapeKeyDown' || reason === 'backdropClick')) return;
        onClose();
      }}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        {!hideClose && (
          <IconButton
            aria-label={t('actions.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      {children && <DialogContent>{children}</DialogContent>}
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
