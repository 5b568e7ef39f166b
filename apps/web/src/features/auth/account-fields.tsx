import type { UserType } from '@invest/contracts';
import { Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store/hooks';
import { ExternalLink } from '../../shared/ui/external-link';
import { QueryError } from '../../shared/ui/query-error';
import { useCountriesQuery } from '../lookups';

/** The fields of a new account that any sign-up asks, whatever proves the email. */
export interface AccountFieldValues {
  user_type: UserType;
  company_name: string;
  first_name: string;
  last_name: string;
  country_id: string;
}

/** A sign-up form: its values extend these with fields of their own. */
type AccountForm<Values extends AccountFieldValues> = Pick<UseFormReturnType<Values>, 'values' | 'getInputProps'>;

/** Individual or entity (with the company's name), and the name of the person who manages the account. */
export function AccountTypeFields<Values extends AccountFieldValues>({ form }: { form: AccountForm<Values> }) {
  const { t } = useTranslation();
  const isEntity = form.values.user_type === 'Entity';
  return (
    <Stack gap="md">
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
        <>
          <TextInput
            label={t('signUp.companyName')}
            autoComplete="organization"
            required
            {...form.getInputProps('company_name')}
          />
          <Text size="sm" c="dimmed">
            {t('signUp.representativeHint')}
          </Text>
        </>
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
    </Stack>
  );
}

/** The country of residence, from the lookup list. */
export function CountryField<Values extends AccountFieldValues>({ form }: { form: AccountForm<Values> }) {
  const { t } = useTranslation();
  const countries = useCountriesQuery();
  if (countries.isError) return <QueryError error={countries.error} onRetry={() => void countries.refetch()} />;
  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));
  return (
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
  );
}

/** That creating the account accepts the domain's terms, when it has a terms page. */
export function TermsAgreementNote() {
  const { t } = useTranslation();
  const termsUrl = useAppSelector((state) => state.app.settings?.terms_url);
  if (!termsUrl) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('signUp.termsPrefix')} <ExternalLink href={termsUrl}>{t('common.termsLink')}</ExternalLink>.
    </Text>
  );
}
