import { useTranslation } from 'react-i18next';
import { ListSelect, type ListSelectProps } from '../../shared/ui/list-select';
import { type ReferenceList, useReferenceListQuery } from './lookups.api';

/** One of the reference lists (professions, entity types, funding sources); the value is the id as a string. */
export function ReferenceSelect({ list, ...props }: ListSelectProps & { list: ReferenceList }) {
  const { t } = useTranslation();
  const reference = useReferenceListQuery(list);
  const items = (reference.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <ListSelect
      items={items}
      isLoading={reference.isLoading}
      isError={reference.isError}
      emptyPlaceholder={t('onboarding.fields.choose')}
      {...props}
    />
  );
}
