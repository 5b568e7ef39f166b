import { useTranslation } from 'react-i18next';
import { ListSelect, type ListSelectProps } from '../../shared/ui/list-select';
import { useCountriesQuery } from './lookups.api';

/** A searchable list of countries with their flags; the value is the country id as a string. */
export function CountrySelect(props: ListSelectProps) {
  const { t } = useTranslation();
  const countries = useCountriesQuery();
  const items = (countries.data ?? []).map((country) => ({
    value: String(country.id),
    label: `${country.flag} ${country.name}`,
  }));
  return (
    <ListSelect
      items={items}
      isLoading={countries.isLoading}
      isError={countries.isError}
      emptyPlaceholder={t('onboarding.fields.chooseCountry')}
      {...props}
    />
  );
}
