import type { SocialSignUpDetails, SocialSignUpRequest } from '@invest/contracts';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { formFeedback } from '../../shared/errors/form-feedback';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { AlertIcon } from '../../shared/ui/icons';
import { useCompanyName } from '../../shared/ui/use-page-title';
import { WorkingStatus } from '../../shared/ui/working-status';
import { type AccountFieldValues, AccountTypeFields, CountryField, TermsAgreementNote } from './account-fields';
import { useCompleteSocialSignUpMutation, useSocialSignUpDetailsMutation } from './auth.api';
import { signedIn } from './auth.slice';
import { authSchemas } from './auth-schemas';

type Details =
  | { kind: 'loading' }
  | { kind: 'loaded'; details: SocialSignUpDetails }
  | { kind: 'failed'; message: string };

/** A social sign-up's last step: what registration asks that the provider does not know. */
export function SocialSignUpForm({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const [loadDetails] = useSocialSignUpDetailsMutation();
  const [state, setState] = useState<Details>({ kind: 'loading' });
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loadDetails({ ticket })
      .unwrap()
      .then((details) => {
        setState({ kind: 'loaded', details });
        if (details.return_path) navigate(location.pathname, { replace: true, state: { from: details.return_path } });
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: formFeedback(error, []).message ?? t('social.expired') }),
      );
  }, [loadDetails, location.pathname, navigate, t, ticket]);

  if (state.kind === 'loaded') return <SignUpDetailsForm ticket={ticket} details={state.details} />;
  return (
    <AuthCard title={t('social.finishTitle')}>
      {state.kind === 'loading' ? (
        <WorkingStatus text={t('common.loading')} />
      ) : (
        <>
          <Alert variant="light" color="red" icon={<AlertIcon />} role="alert">
            {state.message}
          </Alert>
          <Button component={Link} to="/sign-up" size="md">
            {t('social.signUpInstead')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

interface SocialSignUpValues extends AccountFieldValues {
  referral_code: string;
}

function SignUpDetailsForm({ ticket, details }: { ticket: string; details: SocialSignUpDetails }) {
  const { t } = useTranslation();
  const company = useCompanyName();
  const dispatch = useAppDispatch();
  const [complete, { isLoading }] = useCompleteSocialSignUpMutation();
  const toRequest = (values: SocialSignUpValues) => ({
    ticket,
    first_name: values.first_name,
    last_name: values.last_name,
    user_type: values.user_type,
    country_id: Number(values.country_id || 0),
    company_name: values.user_type === 'Entity' ? values.company_name : undefined,
    referral_code: values.referral_code.trim() || undefined,
  });
  const validation = useContractValidation(authSchemas.socialSignUp, toRequest);
  const form = useForm<SocialSignUpValues, SocialSignUpRequest>({
    initialValues: {
      user_type: 'Individual',
      company_name: '',
      first_name: details.first_name,
      last_name: details.last_name,
      country_id: '',
      referral_code: details.referral_code ?? '',
    },
    ...validation,
  });
  const feedback = useFormFeedback(form);
  const provider = details.provider_name;

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      dispatch(signedIn(await complete(request).unwrap(), { verifiedWithCode: false }));
    });
  });

  return (
    <AuthCard
      title={t('social.finishTitle')}
      description={t('social.finishSubtitle', { provider, company })}
      width={560}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <TextInput
            label={t('social.emailFromProvider', { provider })}
            value={details.email}
            readOnly
            variant="filled"
          />
          <AccountTypeFields form={form} />
          <CountryField form={form} />
          <TextInput
            label={`${t('signUp.referralCode')} (${t('common.optional')})`}
            autoComplete="off"
            {...form.getInputProps('referral_code')}
          />
          <Text size="sm" c="dimmed">
            {t('social.noPasswordHint', { provider })}
          </Text>
          <TermsAgreementNote />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('social.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
