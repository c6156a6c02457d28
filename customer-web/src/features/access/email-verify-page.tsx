import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmailVerificationNotices, useVerifiedCheck } from '../../components/email-verification-notices';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { RedirectCountdown } from '../../components/redirect-countdown';
import { useCurrentCustomer } from '../../lib/account';
import { useSession } from '../../lib/session/use-session';
import { useConfirmEmail, useSendVerification } from './api';
import './i18n';

function Verified() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const next = signedIn ? '/profile' : '/sign-in';
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('verify.verified')}
      </Alert>
      <Button variant="contained" size="large" onClick={() => void navigate(next)}>
        {t('verify.continue')}
      </Button>
      <RedirectCountdown to={next} place={signedIn ? t('verify.toProfile') : t('verify.toSignInPlace')} />
    </Stack>
  );
}

/** The link of the email: confirms with its Secret once, signed in or not (the Secret is the proof). */
function Confirm({ customerUUID, secret }: { customerUUID: string; secret: string }) {
  const { t } = useTranslation('access');
  const confirm = useConfirmEmail();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate({ customerUUID, secret });
  }, [confirm, customerUUID, secret]);
  if (confirm.isSuccess) return <Verified />;
  if (confirm.isError) return <ErrorBanner error={confirm.error} />;
  return <Loader label={t('verify.confirming')} />;
}

/** A signed-in, unverified account: send the link, resend it, or check again after opening it. */
function SendLink() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const { customer, isPending, error, refetch, emailVerified } = useCurrentCustomer();
  const send = useSendVerification();
  const { notYet, check } = useVerifiedCheck(refetch, () => void navigate('/profile'));
  if (isPending) return <Loader />;
  if (error || !customer) return <ErrorBanner error={error} onRetry={() => void refetch()} />;
  if (emailVerified) return <Verified />;
  const sent = send.isSuccess;
  return (
    <Stack spacing={2}>
      <Typography>{t('verify.lead', { email: customer.Email })}</Typography>
      <EmailVerificationNotices
        sendError={send.error}
        sentText={sent ? t('verify.sent', { email: customer.Email }) : undefined}
        notYetText={notYet ? t('verify.notYet') : undefined}
      />
      <Button
        variant="contained"
        size="large"
        loading={send.isPending}
        onClick={() =>
          // Verified meanwhile (in another tab, say): reloading the account shows it.
          send.mutate(
            { customerUUID: customer.UUID, resend: sent },
            { onSuccess: (d) => void (d.EmailVerified && refetch()) },
          )
        }
      >
        {sent ? t('verify.resend') : t('verify.send')}
      </Button>
      <Button variant="outlined" size="large" onClick={() => void check()}>
        {t('verify.check')}
      </Button>
    </Stack>
  );
}

/** Where to go first, coming back here afterwards. */
function Hint({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <Stack spacing={2}>
      <Typography>{text}</Typography>
      <Link component={RouterLink} to={`${to}?redirect=%2Femail-verify-page`}>
        {label}
      </Link>
    </Stack>
  );
}

/** email-verify-page: where the guards send an unverified account, and where its link lands. */
export function EmailVerifyPage() {
  const { t } = useTranslation('access');
  const [params] = useSearchParams();
  const session = useSession();
  const secret = params.get('secret');
  const customerUUID = params.get('customer');

  let body;
  if (secret && customerUUID) body = <Confirm customerUUID={customerUUID} secret={secret} />;
  else if (session.status === 'restoring') body = <Loader />;
  else if (session.status === 'signed-out') {
    body = <Hint text={t('verify.signedOut')} to="/sign-in" label={t('verify.toSignIn')} />;
  } else if (!session.customerUUID) {
    body = <Hint text={t('verify.chooseAccount')} to="/select-account" label={t('verify.toSelectAccount')} />;
  } else body = <SendLink />;

  return <Page title={t('verify.title')}>{body}</Page>;
}
