import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { formFeedback } from '../../shared/errors/form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { AlertIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WorkingStatus } from '../../shared/ui/working-status';
import { useCollectSocialSessionMutation } from './auth.api';
import { signedIn } from './auth.slice';
import { type SocialOutcome, socialOutcomeOf } from './social-outcome';
import { SocialSignUpForm } from './social-sign-up-form';
import { holdTwoFactorChallenge } from './two-factor-challenge';

/**
 * `/social-sign-in`: where the server's callback sends the browser after a provider answered. The
 * fragment's ticket is read once and taken out of the address bar and history at once.
 */
export function SocialSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('social.pageTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => socialOutcomeOf(location.hash));

  useEffect(() => {
    if (!location.hash) return;
    const from = outcome.kind === 'sign-in' ? outcome.returnPath : null;
    navigate({ pathname: location.pathname, hash: '' }, { replace: true, state: from ? { from } : null });
  }, [location.hash, location.pathname, navigate, outcome]);

  switch (outcome.kind) {
    case 'sign-in':
      return <CollectSession ticket={outcome.ticket} returnPath={outcome.returnPath} />;
    case 'sign-up':
      return <SocialSignUpForm ticket={outcome.ticket} />;
    default:
      return <SocialSignInFailure outcome={outcome} message={null} />;
  }
}

/** Trades the one-time ticket for the session; GuestOnly then moves the investor on. */
function CollectSession({ ticket, returnPath }: { ticket: string; returnPath: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [collect] = useCollectSocialSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    collect({ ticket })
      .unwrap()
      .then((payload) => {
        if (payload.two_factor_required) {
          holdTwoFactorChallenge({ token: payload.access_token, expiresAt: Date.now() + payload.expires_in * 1000 });
          navigate('/two-factor', { replace: true, state: returnPath ? { from: returnPath } : null });
        } else {
          dispatch(signedIn(payload, { verifiedWithCode: false }));
        }
      })
      .catch((error: unknown) => setFailure(formFeedback(error, []).message ?? t('social.expired')));
  }, [collect, dispatch, navigate, returnPath, t, ticket]);

  if (failure !== null) return <SocialSignInFailure outcome={{ kind: 'none' }} message={failure} />;
  return (
    <AuthCard title={t('social.pageTitle')}>
      <WorkingStatus text={t('social.signingIn')} />
    </AuthCard>
  );
}

/** Why the sign-in did not happen, and the ways on. */
function SocialSignInFailure({ outcome, message }: { outcome: SocialOutcome; message: string | null }) {
  const { t } = useTranslation();
  const text =
    message ??
    (outcome.kind === 'error' ? t(`social.${outcome.error}`, { provider: outcome.provider }) : t('social.incomplete'));
  return (
    <AuthCard title={t('social.failedTitle')}>
      <Alert variant="light" color="red" icon={<AlertIcon />} role="alert">
        {text}
      </Alert>
      <Group grow>
        <Button component={Link} to="/sign-in" size="md">
          {t('social.tryAgain')}
        </Button>
        {outcome.kind === 'error' && outcome.forSignup ? (
          <Button component={Link} to="/sign-up" size="md" variant="default">
            {t('social.signUpInstead')}
          </Button>
        ) : null}
      </Group>
    </AuthCard>
  );
}
