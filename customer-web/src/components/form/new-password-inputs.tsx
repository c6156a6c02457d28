import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChecklist } from '@portal/shared';
import { registerTranslations } from '../../lib/i18n';
import { visuallyHidden } from '../visually-hidden';
import { PasswordInput } from './text-inputs';

registerTranslations('passwordFields', {
  en: {
    newPassword: 'New password',
    confirmPassword: 'Confirm New Password',
    policy: {
      title: 'Your password needs',
      length: '10 or more characters',
      case: 'Upper and lower case letters',
      numberOrSymbol: 'At least one number or symbol',
      met: 'done',
      unmet: 'not yet',
    },
  },
  'mi-NZ': { newPassword: 'Kupuhipa hou' },
});

/**
 * A new password and its confirmation (fields `password` and `confirmPassword` of the form), with the password
 * policy as a live checklist. Labels match the mismatch message ("New password" and "Confirm New Password").
 */
export function NewPasswordInputs({
  errorLabel,
}: {
  /** The name "please enter" uses for the password. */ errorLabel?: string;
}) {
  const { t } = useTranslation('passwordFields');
  const policyId = useId();
  const password = (useWatch({ name: 'password' }) as string | undefined) ?? '';
  return (
    <Stack spacing={2}>
      <PasswordInput name="password" label={t('newPassword')} errorLabel={errorLabel} />
      <Box>
        <Typography variant="body2" id={policyId}>
          {t('policy.title')}
        </Typography>
        <Box component="ul" aria-labelledby={policyId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {passwordChecklist(password).map(({ line, met }) => (
            <Box
              component="li"
              key={line}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: met ? 'success.dark' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircleIcon fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
              )}
              <Typography variant="body2">
                {t(`policy.${line}`)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${met ? t('policy.met') : t('policy.unmet')})`}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <PasswordInput name="confirmPassword" label={t('confirmPassword')} />
    </Stack>
  );
}
