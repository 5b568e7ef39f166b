import { registrationStepNames } from '@invest/contracts/onboarding-rules';
import { Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountriesQuery } from '../../lookups';
import { stepLabelOf } from '../onboarding/step-label';
import type { DomainForm } from './use-domain-form';

const userTypeValues = ['Individual', 'Entity'];

/**
 * SPEC 3 "IPO restriction config": investors who reach the last allowed step and match the
 * restricted nationalities, countries of incorporation or user types see the ipo-restriction screen.
 */
export function IpoRestrictionSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const isOn = form.values.has_ipo_restriction;
  const countries = useCountriesQuery(undefined, { skip: !isOn });
  const countryNames = countries.data?.map((country) => country.name) ?? [];

  return (
    <Stack gap="md">
      <Switch
        label={t('admin.domain.ipo.enabled')}
        description={t('admin.domain.ipo.enabledHint')}
        {...form.getInputProps('has_ipo_restriction', { type: 'checkbox' })}
      />
      {isOn ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('admin.domain.ipo.lastAllowedStep')}
              description={t('admin.domain.ipo.lastAllowedStepHint')}
              data={registrationStepNames.map((value) => ({ value, label: stepLabelOf(value) }))}
              allowDeselect={false}
              {...form.getInputProps('ipo_restriction.last_allowed_step')}
            />
            <TextInput
              label={t('admin.domain.ipo.redirect')}
              description={t('admin.domain.ipo.redirectHint')}
              placeholder="/dashboard"
              {...form.getInputProps('ipo_restriction.finish_profile_redirection_path')}
            />
          </SimpleGrid>
          <TagsInput
            label={t('admin.domain.ipo.nationality')}
            description={t('admin.domain.ipo.countriesHint')}
            data={countryNames}
            limit={10}
            clearable
            {...form.getInputProps('ipo_restriction.restrict.nationality')}
            value={form.values.ipo_restriction.restrict.nationality ?? []}
          />
          <TagsInput
            label={t('admin.domain.ipo.incorporation')}
            description={t('admin.domain.ipo.countriesHint')}
            data={countryNames}
            limit={10}
            clearable
            {...form.getInputProps('ipo_restriction.restrict.country_incorporation')}
            value={form.values.ipo_restriction.restrict.country_incorporation ?? []}
          />
          <TagsInput
            label={t('admin.domain.ipo.userType')}
            data={userTypeValues}
            clearable
            {...form.getInputProps('ipo_restriction.restrict.user_type')}
            value={form.values.ipo_restriction.restrict.user_type ?? []}
          />
          <Switch
            label={t('admin.domain.ipo.closed')}
            description={t('admin.domain.ipo.closedHint')}
            {...form.getInputProps('ipo_restriction.ipo_closed', { type: 'checkbox' })}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.domain.ipo.none')}
        </Text>
      )}
    </Stack>
  );
}
