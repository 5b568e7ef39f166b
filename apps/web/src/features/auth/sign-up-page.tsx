import type { RegisterRequest, UserType } from '@invest/contracts';
import { Anchor, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { ExternalLink } from '../../shared/ui/external-link';
import { FormAlert } from '../../shared/ui/form-alert';
import { PasswordField } from '../../shared/ui/password-field';
import { QueryError } from '../../shared/ui/query-error';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { useCountriesQuery } from '../lookups';
import { useRegisterMutation } from './auth.api';
import { confirmationEmailSent, signedIn } from './auth.slice';
import { EmailField } from './auth-fields';
import { authSchemas } from './auth-schemas';

interface SignUpValues {
  user_type: UserType;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  country_id: string;
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
  const termsUrl = useAppSelector((state) => state.app.settings?.terms_url);
  const [searchParams] = useSearchParams();
  const countries = useCountriesQuery();
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
  const isEntity = form.values.user_type === 'Entity';

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const session = await register(request).unwrap();
      dispatch(confirmationEmailSent({ email: session.user.email, sentAt: Date.now() }));
      dispatch(signedIn(session, { verifiedWithCode: false }));
    });
  });

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.subtitle', { company })} width={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <Radio.Group label={t('signUp.accountType')} {...form.getInputProps('user_type')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              {(['Individual', 'Entity'] as const).map((type) => (
                <Radio.Card key={type} value={type} radius="md" p="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600} size="sm">
                        {type === 'Individual' ? t('signUp.individual') : t('signUp.entity')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {type === 'Individual' ? t('signUp.individualHint') : t('signUp.entityHint')}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {isEntity ? (
            <TextInput
              label={t('signUp.companyName')}
              autoComplete="organization"
              required
              {...form.getInputProps('company_name')}
            />
          ) : null}
          {isEntity ? (
            <Text size="sm" c="dimmed">
              {t('signUp.representativeHint')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('signUp.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('signUp.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <EmailField label={t('signUp.email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t('signUp.password')}
            description={t('signUp.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          {countries.isError ? (
            <QueryError error={countries.error} onRetry={() => void countries.refetch()} />
          ) : (
            <NativeSelect
              // A new list once the countries arrive, instead of enabling the loading one: a browser
              // re-styles every option of a select whose disabled state changes (two thirds of a second
              // of a throttled phone's main thread for the 246 countries).
              key={countries.isSuccess ? 'countries' : 'loading'}
              label={t('signUp.country')}
              data={[
                {
                  value: '',
                  label: countries.isLoading ? t('common.loading') : t('signUp.countryPlaceholder'),
                  disabled: true,
                },
                ...countryOptions,
              ]}
              disabled={countries.isLoading}
              autoComplete="country-name"
              required
              {...form.getInputProps('country_id')}
            />
          )}
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
          {termsUrl ? (
            <Text size="sm" c="dimmed">
              {t('signUp.termsPrefix')} <ExternalLink href={termsUrl}>{t('common.termsLink')}</ExternalLink>.
            </Text>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in" fw={500}>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
