import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { OneTimeCodeField } from '../../shared/ui/one-time-code-field';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSignInWithRecoveryCodeMutation, useVerifyTwoFactorCodeMutation } from './auth.api';
import { signedIn } from './auth.slice';
import { authSchemas } from './auth-schemas';
import { currentTwoFactorChallenge, releaseTwoFactorChallenge } from './two-factor-challenge';

type SecondFactor = 'authenticator' | 'recovery-code';

interface SecondFactorFormProps {
  token: string;
  onSwitch: () => void;
}

/** Finishes the sign-in with the session a right code answered. */
function useFinishSignIn() {
  const dispatch = useAppDispatch();
  return (session: Parameters<typeof signedIn>[0]) => {
    releaseTwoFactorChallenge();
    dispatch(signedIn(session, { verifiedWithCode: true }));
  };
}

function AuthenticatorCodeForm({ token, onSwitch }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [verify, { isLoading }] = useVerifyTwoFactorCodeMutation();
  const finish = useFinishSignIn();
  const validation = useContractValidation(authSchemas.twoFactorToken);
  const form = useForm({ initialValues: { one_time_password: '' }, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async ({ one_time_password }) => {
    await feedback.attempt(async () => finish(await verify({ token, one_time_password }).unwrap()));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <OneTimeCodeField
          label={t('twoFactor.code')}
          data-autofocus
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('one_time_password')}
        />
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          {t('twoFactor.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onSwitch}>
          {t('twoFactor.useRecoveryCode')}
        </Anchor>
      </Stack>
    </form>
  );
}

function RecoveryCodeForm({ token, onSwitch }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [signIn, { isLoading }] = useSignInWithRecoveryCodeMutation();
  const finish = useFinishSignIn();
  const validation = useContractValidation(authSchemas.recoveryCodeSignIn);
  const form = useForm({ initialValues: { recovery_code: '' }, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async ({ recovery_code }) => {
    await feedback.attempt(async () => finish(await signIn({ token, recovery_code }).unwrap()));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <TextInput
          label={t('twoFactor.recoveryCode')}
          description={t('twoFactor.recoveryCodeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          required
          data-autofocus
          styles={{ input: { letterSpacing: '0.15em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('recovery_code')}
        />
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          {t('twoFactor.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onSwitch}>
          {t('twoFactor.useAuthenticator')}
        </Anchor>
      </Stack>
    </form>
  );
}

/**
 * `/two-factor`: the one-time code after a login that answered `two_factor_required`, or one of the
 * recovery codes for a user without their authenticator.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  usePageTitle(t('twoFactor.pageTitle'));
  const [challenge] = useState(() => currentTwoFactorChallenge());
  const [factor, setFactor] = useState<SecondFactor>('authenticator');

  if (!challenge) return <Navigate to="/sign-in" replace />;

  const isRecovery = factor === 'recovery-code';
  return (
    <AuthCard
      title={t('twoFactor.title')}
      description={t(isRecovery ? 'twoFactor.recoveryDescription' : 'twoFactor.description')}
    >
      <Stack gap="md">
        {isRecovery ? (
          <RecoveryCodeForm token={challenge.token} onSwitch={() => setFactor('authenticator')} />
        ) : (
          <AuthenticatorCodeForm token={challenge.token} onSwitch={() => setFactor('recovery-code')} />
        )}
        <Anchor component={Link} to="/sign-in" size="sm" ta="center" onClick={releaseTwoFactorChallenge}>
          {t('twoFactor.useAnotherAccount')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
