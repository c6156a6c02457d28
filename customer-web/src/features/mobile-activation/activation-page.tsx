import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ApiRequestError,
  dryActivationOutcome,
  ERRORS,
  errorText,
  type AdoptionAnswer,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { SimActivationPanel } from '../../components/sim-activation-panel';
import { useCustomerUUID } from '../../lib/account';
import { mayPassOnRetry } from '../../lib/api/errors';
import { useFlags } from '../../lib/flags';
import { useActivateService } from '../../lib/sim-activation';
import { keepAdoption, storedAdoption } from './adoption-storage';
import { CodeForm } from './code-form';
import { IdentifyForm } from './identify-form';
import { useAdoptByToken } from './use-adopt-by-token';
import { useAdoptionResume } from './use-adoption-resume';
import './i18n';

type Stage =
  | { at: 'identify' }
  | { at: 'code'; sent: AdoptionAnswer }
  | { at: 'sim'; productUUID: string }
  | { at: 'link' }
  | { at: 'link-expired' }
  | { at: 'link-error'; error: unknown };

const stageOf = (answer: AdoptionAnswer): Stage =>
  answer.Status === 'adopted'
    ? { at: 'sim', productUUID: answer.AdoptionRequest.ProductInstanceUUID }
    : { at: 'code', sent: answer };

/** An activation link from the SMS: adopted at once (and again on "Try again"), or expired with a resend by SMS. */
function useLinkAdoption(token: string | undefined, customerUUID: string, go: (stage: Stage) => void) {
  const adopt = useAdoptByToken();
  const asked = useRef(false);
  const { mutate } = adopt;
  const send = useCallback(() => {
    if (!token || !customerUUID) return;
    go({ at: 'link' });
    mutate(
      { CustomerUUID: customerUUID, Token: token },
      {
        onSuccess: (answer) => {
          keepAdoption(answer.AdoptionRequest.UUID);
          go(stageOf(answer));
        },
        onError: (error) => {
          keepAdoption(undefined);
          go(
            error instanceof ApiRequestError && error.code === 'activation_link_expired'
              ? { at: 'link-expired' }
              : { at: 'link-error', error },
          );
        },
      },
    );
  }, [token, customerUUID, mutate, go]);
  useEffect(() => {
    if (!token || !customerUUID || asked.current) return;
    asked.current = true;
    send();
  }, [token, customerUUID, send]);
  return { ...adopt, send };
}

/**
 * activation and activation/{code}: the SIM's phone number or SIM ID, the code texted to it (or the link in that
 * text), then the activation with its progress. An adoption under way resumes after a reload.
 */
export function ActivationPage() {
  const { t } = useTranslation('mobileActivation');
  const { flags } = useFlags();
  const { code: linkToken } = useParams();
  const navigate = useNavigate();
  const customerUUID = useCustomerUUID() ?? '';
  const [resumeId] = useState(() => (linkToken ? undefined : storedAdoption()));
  const [stage, setStage] = useState<Stage>(() =>
    linkToken ? { at: 'link' } : resumeId ? { at: 'link' } : { at: 'identify' },
  );
  const resume = useAdoptionResume(resumeId);
  const link = useLinkAdoption(linkToken, customerUUID, setStage);
  const activate = useActivateService();

  useEffect(() => {
    if (!resumeId || stage.at !== 'link') return;
    if (resume.data) setStage(stageOf(resume.data));
    if (resume.isError) {
      // A failed resume forgets the adoption it was for.
      keepAdoption(undefined);
      setStage({ at: 'identify' });
    }
  }, [resumeId, resume.data, resume.isError, stage.at]);

  const restart = () => {
    keepAdoption(undefined);
    setStage({ at: 'identify' });
  };
  const sent = (answer: AdoptionAnswer) => {
    keepAdoption(answer.AdoptionRequest.UUID);
    setStage(stageOf(answer));
  };

  /** A dry run first: 412 means the SIM needs a plan (onboarding); another 4xx cannot proceed. */
  const start = (productUUID: string) => async () => {
    try {
      await activate.mutateAsync({ productUUID, dry: true });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const outcome = dryActivationOutcome(status, errorText(error));
      if (outcome.kind === 'needs-plan') {
        await navigate(`/mobile-onboarding?product=${productUUID}`);
        return;
      }
      if (outcome.kind === 'cannot-proceed') throw new Error(outcome.text);
      return;
    }
    await activate.mutateAsync({ productUUID, dry: false });
  };

  return (
    <Page title={t('title')}>
      {stage.at === 'identify' && (
        <Stack spacing={2}>
          <p>{t('lead')}</p>
          <IdentifyForm customerUUID={customerUUID} onSent={sent} />
        </Stack>
      )}
      {stage.at === 'code' && (
        <CodeForm customerUUID={customerUUID} sent={stage.sent} onAdopted={sent} onRestart={restart} />
      )}
      {stage.at === 'sim' && (
        <SimActivationPanel
          productUUID={stage.productUUID}
          start={start(stage.productUUID)}
          startLabel={t('activate')}
        />
      )}
      {stage.at === 'sim' && flags.number_porting && (
        <MuiLink component={Link} to={`/profile/number-porting?product=${stage.productUUID}`} sx={{ mt: 2 }}>
          {t('portIn')}
        </MuiLink>
      )}
      {stage.at === 'link' && <Loader label={t('checkingLink')} />}
      {stage.at === 'link-expired' && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button
              color="inherit"
              loading={link.isPending}
              onClick={() =>
                link.mutate(
                  { CustomerUUID: customerUUID, Token: linkToken ?? '', Resend: true },
                  {
                    onSuccess: sent,
                    onError: (error) => setStage({ at: 'link-error', error }),
                  },
                )
              }
            >
              {t('resend')}
            </Button>
          }
        >
          {ERRORS.activation_link_expired}
        </Alert>
      )}
      {stage.at === 'link-error' && (
        <Stack spacing={2}>
          {/* A link the API could not check is tried again; one it refused leaves the number to type. */}
          <ErrorBanner error={stage.error} onRetry={mayPassOnRetry(stage.error) ? link.send : undefined} />
          <IdentifyForm customerUUID={customerUUID} onSent={sent} />
        </Stack>
      )}
    </Page>
  );
}
