import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist } from '@portal/shared';
import { registerTranslations } from '../lib/i18n';
import { FormField } from './form-field';

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
 * A new password and its confirmation, with the password policy as a live checklist. Labels match the
 * specification's mismatch message ("New password" and "Confirm New Password").
 */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError?: string;
  confirmError?: string;
}) {
  const { t } = useTranslation('passwordFields');
  const policyId = useId();
  return (
    <Stack spacing={2}>
      <FormField
        label={t('newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
        problem={passwordError}
        required
      />
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
      <FormField
        label={t('confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValue={onConfirm}
        problem={confirmError}
        required
      />
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
