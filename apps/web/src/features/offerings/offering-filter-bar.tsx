import { workflows } from '@invest/contracts/workflows';
import { Group, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { publicOfferingStates } from './offering-filters';
import type { OfferingFilters } from './offerings.api';

const any = 'any';

/** The list's filters: workflow, state and favourites only. */
export function OfferingFilterBar({
  filters,
  onChange,
}: {
  filters: OfferingFilters;
  onChange: (filters: OfferingFilters) => void;
}) {
  const { t } = useTranslation();
  const anyOption = { value: any, label: t('offerings.filters.any') };
  return (
    <Group component="fieldset" gap="md" align="flex-end" aria-label={t('offerings.filters.label')} bd={0} p={0} m={0}>
      <Select
        label={t('offerings.filters.workflow')}
        w={160}
        allowDeselect={false}
        data={[anyOption, ...workflows.map((value) => ({ value, label: t(`offerings.workflows.${value}`) }))]}
        value={filters.workflow ?? any}
        onChange={(value) =>
          onChange({ ...filters, workflow: value === any ? undefined : (value as OfferingFilters['workflow']) })
        }
      />
      <Select
        label={t('offerings.filters.state')}
        w={160}
        allowDeselect={false}
        data={[anyOption, ...publicOfferingStates.map((value) => ({ value, label: t(`offerings.states.${value}`) }))]}
        value={filters.state ?? any}
        onChange={(value) =>
          onChange({ ...filters, state: value === any ? undefined : (value as OfferingFilters['state']) })
        }
      />
      <Switch
        label={t('offerings.filters.favorites')}
        checked={filters.favorite === true}
        onChange={(event) => onChange({ ...filters, favorite: event.currentTarget.checked ? true : undefined })}
        mb={8}
      />
    </Group>
  );
}
