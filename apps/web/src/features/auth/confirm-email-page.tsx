import { isLinkToken } from '@invest/contracts/validation';
import { Alert, Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { AuthLayout } from '../../app/layout/auth-layout';
import { formFeedback } from '../../shared/errors/form-feedback';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { AlertIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WorkingStatus } from '../../shared/ui/working-status';
import { authApi, useConfirmEmailMutation } from './auth.api';
import { landingPathFor } from './landing-path';

type Status = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string | null };

/** `/confirm-email?token=`: confirms the address once, then offers to continue. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('confirmEmail.pageTitle'));
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { token: sessionToken, user } = useAppSelector((state) => state.auth);
  const [confirmEmail] = useConfirmEmailMutation();
  const started = useRef(false);
  const isValidToken = isLinkToken(token);
  const [status, setStatus] = useState<Status>(() =>
    isValidToken ? { kind: 'confirming' } : { kind: 'failed', message: t('confirmEmail.missingToken') },
  );

  useEffect(() => {
    if (!isValidToken || started.current) return;
    started.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(() => {
        setStatus({ kind: 'confirmed' });
        if (sessionToken) void dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
      })
      .catch((error: unknown) => {
        setStatus({ kind: 'failed', message: formFeedback(error, []).message });
      });
  }, [confirmEmail, dispatch, isValidToken, sessionToken, token]);

  const continuePath = sessionToken && user ? landingPathFor(user) : '/sign-in';

  return (
    <AuthLayout>
      <AuthCard title={t('confirmEmail.pageTitle')}>
        {status.kind === 'confirming' ? <WorkingStatus text={t('confirmEmail.confirming')} /> : null}
        {status.kind === 'confirmed' ? (
          <Alert
            variant="light"
            color="green"
            icon={<CheckCircleIcon />}
            title={t('confirmEmail.successTitle')}
            role="status"
          >
            {t('confirmEmail.success')}
          </Alert>
        ) : null}
        {status.kind === 'failed' ? (
          <Alert variant="light" color="red" icon={<AlertIcon />} title={t('confirmEmail.failedTitle')} role="alert">
            {status.message}
          </Alert>
        ) : null}
        {status.kind === 'confirming' ? null : (
          <Button component={Link} to={continuePath} size="md" fullWidth>
            {t('confirmEmail.continue')}
          </Button>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
