import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import './i18n';

/**
 * The simulated challenge of the card issuer (the provider's test cards that ask for authentication): the user
 * passes or fails it. It can only be answered, not dismissed.
 */
export function ChallengeDialog({ open, onAnswer }: { open: boolean; onAnswer: (passed: boolean) => void }) {
  const { t } = useTranslation('card-provider');
  return (
    <AppModal
      open={open}
      hideClose
      onClose={() => undefined}
      title={t('challenge.title')}
      actions={
        <>
          <Button color="error" onClick={() => onAnswer(false)}>
            {t('challenge.fail')}
          </Button>
          <Button variant="contained" onClick={() => onAnswer(true)}>
            {t('challenge.pass')}
          </Button>
        </>
      }
    >
      <Typography>{t('challenge.body')}</Typography>
    </AppModal>
  );
}
