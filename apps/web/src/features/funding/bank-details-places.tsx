import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { idOf } from '../../shared/forms/form-values';
import { CitySelect, CountrySelect, ProvinceSelect, useCitiesQuery, useProvincesQuery } from '../lookups';
import type { BankDetailsValues } from './bank-details-values';

/** What the place fields need of the bank details form. */
type PlacesForm = Pick<UseFormReturnType<BankDetailsValues>, 'values' | 'errors' | 'getInputProps' | 'setValues'>;

/** Whether a lookup list has answered for the current choice and lists nothing. */
const isEmptyList = (list: { isFetching: boolean; currentData?: readonly unknown[] | undefined }) =>
  !list.isFetching && list.currentData?.length === 0;

/**
 * The holder's country, state or region and city: chosen from the lookups, or typed where the
 * lookups list no states for the country (then the city too) or no cities for the state.
 */
export function BankDetailsPlaces({ form }: { form: PlacesForm }) {
  const { t } = useTranslation();
  const countryId = idOf(form.values.country_id);
  const provinceId = idOf(form.values.province_id);
  const provinces = useProvincesQuery(countryId ?? 0, { skip: countryId === undefined });
  const cities = useCitiesQuery(provinceId ?? 0, { skip: provinceId === undefined });
  const typesProvince = countryId !== undefined && isEmptyList(provinces);
  const typesCity = typesProvince || (provinceId !== undefined && isEmptyList(cities));
  const typedHint = t('funding.bankDetails.typedPlaceHint');
  return (
    <>
      <CountrySelect
        label={t('funding.bankDetails.country')}
        required
        {...form.getInputProps('country_id')}
        onChange={(value) =>
          form.setValues({ country_id: value ?? '', province_id: '', city_id: '', province_name: '', city_name: '' })
        }
      />
      {typesProvince ? (
        <TextInput
          label={t('funding.bankDetails.province')}
          description={typedHint}
          autoComplete="address-level1"
          required
          {...form.getInputProps('province_name')}
          error={form.errors.province_name ?? form.errors.province_id}
        />
      ) : (
        <ProvinceSelect
          label={t('funding.bankDetails.province')}
          countryId={countryId}
          required
          {...form.getInputProps('province_id')}
          onChange={(value) => form.setValues({ province_id: value ?? '', city_id: '', city_name: '' })}
        />
      )}
      {typesCity ? (
        <TextInput
          label={t('funding.bankDetails.city')}
          description={typedHint}
          autoComplete="address-level2"
          required
          {...form.getInputProps('city_name')}
          error={form.errors.city_name ?? form.errors.city_id}
        />
      ) : (
        <CitySelect
          label={t('funding.bankDetails.city')}
          provinceId={provinceId}
          required
          {...form.getInputProps('city_id')}
        />
      )}
    </>
  );
}
