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
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useVerifyTwoFactorCodeMutation } from './auth.api';
import { signedIn } from './auth.slice';
import { authSchemas } from './auth-schemas';
import { currentTwoFactorChallenge, releaseTwoFactorChallenge } from './two-factor-challenge';

/** `/two-factor`: the one-time code after a login that answered `two_factor_required`. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  usePageTitle(t('twoFactor.pageTitle'));
  const dispatch = useAppDispatch();
  const [challenge] = useState(() => currentTwoFactorChallenge());
  const [verify, { isLoading }] = useVerifyTwoFactorCodeMutation();

  const validation = useContractValidation(authSchemas.twoFactorToken);
  const form = useForm({ initialValues: { one_time_password: '' }, ...validation });
  const feedback = useFormFeedback(form);

  if (!challenge) return <Navigate to="/sign-in" replace />;

  const onSubmit = form.onSubmit(async ({ one_time_password }) => {
    await feedback.attempt(async () => {
      const session = await verify({ token: challenge.token, one_time_password }).unwrap();
      releaseTwoFactorChallenge();
      dispatch(signedIn(session, { verifiedWithCode: true }));
    });
  });

  return (
    <AuthCard title={t('twoFactor.title')} description={t('twoFactor.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <TextInput
            label={t('twoFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            data-autofocus
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('one_time_password')}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('twoFactor.submit')}
          </Button>
          <Anchor component={Link} to="/sign-in" size="sm" ta="center" onClick={releaseTwoFactorChallenge}>
            {t('twoFactor.useAnotherAccount')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
