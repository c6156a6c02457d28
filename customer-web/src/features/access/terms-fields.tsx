import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SignUpField, SignUpProblem } from '@portal/shared';
import { useProblemText } from './problem-text';
import './i18n';

export interface Acceptance {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** Terms and privacy, each to be accepted; the documents open in a new tab so the form is kept. */
export function TermsFields({
  value,
  onChange,
  problems,
}: {
  value: Acceptance;
  onChange: (value: Acceptance) => void;
  problems: Partial<Record<SignUpField, SignUpProblem>>;
}) {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const box = (key: keyof Acceptance, to: string, name: string) => {
    const error = text(problems[key], '');
    return (
      <FormControl error={!!error} required>
        <FormControlLabel
          control={
            <Checkbox
              checked={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
              name={key}
            />
          }
          label={
            <>
              {t('terms.accept')}{' '}
              <Link component={RouterLink} to={to} target="_blank" rel="noopener">
                {name}
              </Link>
            </>
          }
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  };
  return (
    <>
      {box('acceptTerms', '/terms', t('terms.terms'))}
      {box('acceptPrivacy', '/privacy', t('terms.privacy'))}
    </>
  );
}
