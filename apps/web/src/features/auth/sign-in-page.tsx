import type { LoginRequest } from '@invest/contracts';
import { isLinkToken } from '@invest/contracts/validation';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { PasswordField } from '../../shared/ui/password-field';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { useLoginMutation } from './auth.api';
import { inactivityNoticeDismissed, rememberMeChanged, signedIn } from './auth.slice';
import { EmailField } from './auth-fields';
import { authSchemas } from './auth-schemas';
import { InactivityNotice } from './inactivity-notice';
import { returnPathOf } from './landing-path';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { holdTwoFactorChallenge } from './two-factor-challenge';

interface SignInValues {
  email: string;
  password: string;
  remember_me: boolean;
}

/**
 * `/sign-in`, or `/sign-in?token=` from the mail sent when failed sign-ins made the account wait:
 * the token lets this sign-in through at once. A 2FA account continues on /two-factor; GuestOnly
 * moves a signed-in user on.
 */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.pageTitle'));
  const company = useCompanyName();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const rememberMe = useAppSelector((state) => state.auth.rememberMe);
  const [login, { isLoading }] = useLoginMutation();
  const [searchParams] = useSearchParams();
  const unlockToken = searchParams.get('token') ?? '';
  const hasUnlockToken = isLinkToken(unlockToken);

  const validation = useContractValidation(authSchemas.login, (values: SignInValues) =>
    hasUnlockToken ? { ...values, unlock_token: unlockToken } : values,
  );
  const form = useForm<SignInValues, LoginRequest>({
    initialValues: { email: '', password: '', remember_me: rememberMe },
    ...validation,
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    dispatch(inactivityNoticeDismissed());
    await feedback.attempt(async () => {
      const payload = await login(request).unwrap();
      dispatch(rememberMeChanged(request.remember_me ?? false));
      if (payload.two_factor_required) {
        holdTwoFactorChallenge({ token: payload.access_token, expiresAt: Date.now() + payload.expires_in * 1000 });
        navigate('/two-factor', { state: location.state });
      } else {
        dispatch(signedIn(payload, { verifiedWithCode: false }));
      }
    });
  });

  return (
    <AuthCard title={t('signIn.title')} description={t('signIn.subtitle', { company })}>
      <InactivityNotice />
      {hasUnlockToken && (
        <Alert color="blue" variant="light">
          {t('signIn.unlockNotice')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <EmailField label={t('signIn.email')} autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="sm">
            <Checkbox label={t('signIn.rememberMe')} {...form.getInputProps('remember_me', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignInButtons forSignup={false} returnPath={returnPathOf(location.state)} />
      <Text size="sm" c="dimmed" ta="center">
        {t('signIn.noAccount', { company })}{' '}
        <Anchor component={Link} to="/sign-up" fw={500}>
          {t('signIn.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
