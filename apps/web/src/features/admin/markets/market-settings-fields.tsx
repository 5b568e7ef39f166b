import { assetClasses, integrationServices } from '@invest/contracts/trading-codes';
import { Checkbox, MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section';
import { useCountriesQuery } from '../../lookups';
import { classHours, type MarketFormValues } from './market-form-values';
import { MarketHoursFields } from './market-hours-fields';

interface MarketSettingsFieldsProps {
  form: UseFormReturnType<MarketFormValues, unknown>;
  /** A new market takes the usual hours of the class chosen; an existing one keeps its hours when its class changes. */
  isNew: boolean;
}

/** The settings of a market that may change once it exists, in the sections an administrator thinks in. */
export function MarketSettingsFields({ form, isNew }: MarketSettingsFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountriesQuery();
  const values = form.getValues();
  const classInput = form.getInputProps('AssetClass');
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.country_code,
    label: `${country.name} (${country.country_code})`,
  }));

  return (
    <>
      <FormSection title={t('admin.markets.form.terms')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('admin.markets.form.name')} required {...form.getInputProps('Name')} />
          <Select
            label={t('admin.markets.form.assetClass')}
            description={isNew ? t('admin.markets.form.assetClassHint') : undefined}
            data={assetClasses.map((value) => ({ value, label: t(`admin.markets.classes.${value}`) }))}
            allowDeselect={false}
            {...classInput}
            onChange={(value) => {
              classInput.onChange(value);
              if (isNew && value)
                form.setFieldValue('MarketHours', classHours[value as MarketFormValues['AssetClass']]);
            }}
          />
          <TextInput
            label={t('admin.markets.form.fee')}
            description={t('admin.markets.form.feeHint')}
            inputMode="decimal"
            rightSection="%"
            required
            {...form.getInputProps('FeePct')}
          />
          <NumberInput
            label={t('admin.markets.form.priceBand')}
            description={t('admin.markets.form.priceBandHint')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('PriceBandBps')}
          />
          <Select
            label={t('admin.markets.form.integrationService')}
            description={t('admin.markets.form.integrationServiceHint')}
            data={integrationServices.map((value) => ({ value, label: t(`admin.markets.services.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('IntegrationService')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('admin.markets.form.hours')}>
        <MarketHoursFields form={form} />
      </FormSection>

      <FormSection title={t('admin.markets.form.restrictions')}>
        <Checkbox
          label={t('admin.markets.form.accreditedOnly')}
          {...form.getInputProps('OnlyForAccredited', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('admin.markets.form.countryRestriction')}
          {...form.getInputProps('HasCountryRestriction', { type: 'checkbox' })}
        />
        {values.HasCountryRestriction ? (
          <MultiSelect
            label={t('admin.markets.form.countries')}
            description={t('admin.markets.form.countriesHint')}
            data={countryOptions}
            searchable
            clearable
            nothingFoundMessage={t('admin.markets.form.noCountry')}
            disabled={countries.isError}
            maxDropdownHeight={260}
            {...form.getInputProps('RestrictedCountries')}
          />
        ) : null}
      </FormSection>
    </>
  );
}
