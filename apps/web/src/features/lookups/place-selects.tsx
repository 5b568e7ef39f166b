import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCitiesQuery, useProvincesQuery } from './lookups.api';

type PlaceSelectProps = Omit<SelectProps, 'data' | 'searchable' | 'placeholder' | 'disabled'>;

/** The provinces of a country (a lookup); disabled until a country with provinces is chosen. */
export function ProvinceSelect({ countryId, ...props }: PlaceSelectProps & { countryId: number | undefined }) {
  const { t } = useTranslation();
  const provinces = useProvincesQuery(countryId ?? 0, { skip: countryId === undefined });
  return (
    <Select
      searchable
      placeholder={provinces.isFetching ? t('common.loading') : t('onboarding.fields.choose')}
      data={(provinces.data ?? []).map((province) => ({ value: String(province.id), label: province.name }))}
      disabled={countryId === undefined || (provinces.data?.length ?? 0) === 0}
      {...props}
    />
  );
}

/** The cities of a province (a lookup); disabled until a province with cities is chosen. */
export function CitySelect({ provinceId, ...props }: PlaceSelectProps & { provinceId: number | undefined }) {
  const { t } = useTranslation();
  const cities = useCitiesQuery(provinceId ?? 0, { skip: provinceId === undefined });
  return (
    <Select
      searchable
      placeholder={cities.isFetching ? t('common.loading') : t('onboarding.fields.choose')}
      data={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
      disabled={provinceId === undefined || (cities.data?.length ?? 0) === 0}
      limit={200}
      {...props}
    />
  );
}
