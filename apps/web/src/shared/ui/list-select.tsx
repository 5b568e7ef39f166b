import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ListSelectProps = Omit<SelectProps, 'data'>;

/**
 * A searchable choice from a list the server gives (countries, professions, …): waiting while the
 * list loads, saying so if it could not be loaded. A chosen value is not cleared by choosing it again.
 */
export function ListSelect({
  items,
  isLoading,
  isError,
  emptyPlaceholder,
  ...props
}: ListSelectProps & {
  items: { value: string; label: string }[];
  isLoading: boolean;
  isError: boolean;
  emptyPlaceholder: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      searchable
      allowDeselect={false}
      data={items}
      nothingFoundMessage={t('onboarding.fields.noMatch')}
      disabled={isLoading}
      placeholder={isLoading ? t('common.loading') : emptyPlaceholder}
      {...props}
      error={props.error ?? (isError ? t('onboarding.fields.listFailed') : undefined)}
    />
  );
}
