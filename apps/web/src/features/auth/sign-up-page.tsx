import type { RegisterRequest } from '@invest/contracts';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { PasswordField } from '../../shared/ui/password-field';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { type AccountFieldValues, AccountTypeFields, CountryField, TermsAgreementNote } from './account-fields';
import { useRegisterMutation } from './auth.api';
import { confirmationEmailSent, signedIn } from './auth.slice';
import { EmailField } from './auth-fields';
import { authSchemas } from './auth-schemas';
import { InvitationGreeting } from './invitation-greeting';
import { SocialSignInButtons } from './social-sign-in-buttons';

interface SignUpValues extends AccountFieldValues {
  email: string;
  password: string;
  referral_code: string;
  gift_card_code: string;
}

/** The form's values as the body of POST /v1/register (empty optional codes are left out). */
function toRegisterRequest(values: SignUpValues) {
  return {
    email: values.email,
    password: values.password,
    first_name: values.first_name,
    last_name: values.last_name,
    user_type: values.user_type,
    country_id: Number(values.country_id || 0),
    company_name: values.user_type === 'Entity' ? values.company_name : undefined,
    referral_code: values.referral_code.trim() || undefined,
    gift_card_code: values.gift_card_code.trim() || undefined,
  };
}

/** `/sign-up`: an individual or entity account; `?ref=` and `?gift=` prefill the codes. */
export function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('signUp.pageTitle'));
  const company = useCompanyName();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [register, { isLoading }] = useRegisterMutation();

  const validation = useContractValidation(authSchemas.register, toRegisterRequest);
  const form = useForm<SignUpValues, RegisterRequest>({
    initialValues: {
      user_type: 'Individual',
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      country_id: '',
      referral_code: searchParams.get('ref') ?? '',
      gift_card_code: searchParams.get('gift') ?? '',
    },
    ...validation,
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const session = await register(request).unwrap();
      dispatch(confirmationEmailSent({ email: session.user.email, sentAt: Date.now() }));
      dispatch(signedIn(session, { verifiedWithCode: false }));
    });
  });

  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.subtitle', { company })} width={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <InvitationGreeting code={searchParams.get('ref')?.trim() ?? ''} />
          <FormAlert message={feedback.message} />
          <AccountTypeFields form={form} />
          <EmailField label={t('signUp.email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t('signUp.password')}
            description={t('signUp.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <CountryField form={form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={`${t('signUp.referralCode')} (${t('common.optional')})`}
              autoComplete="off"
              {...form.getInputProps('referral_code')}
            />
            <TextInput
              label={`${t('signUp.giftCardCode')} (${t('common.optional')})`}
              autoComplete="off"
              {...form.getInputProps('gift_card_code')}
            />
          </SimpleGrid>
          <TermsAgreementNote />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignInButtons forSignup referralCode={form.values.referral_code} />
      <Text size="sm" c="dimmed" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in" fw={500}>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
