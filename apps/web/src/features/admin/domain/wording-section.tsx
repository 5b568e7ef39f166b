import { Autocomplete, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './domain.module.css';
import { EditableRows, labelledFieldOffset, RemoveRowButton } from './editable-rows';
import { investorTextsByKey } from './investor-texts';
import type { DomainForm } from './use-domain-form';

const knownKeys = [...investorTextsByKey.keys()];

/** The domain's own words for texts of the web app, each by its key, with the English it replaces. */
export function WordingSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const rows = form.values.wording;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.domain.wording.intro')}
      </Text>
      <EditableRows
        count={rows.length}
        empty={t('admin.domain.wording.empty')}
        addLabel={t('admin.domain.wording.add')}
        onAdd={() => form.insertListItem('wording', { key: '', text: '' })}
      >
        {rows.map((row, index) => {
          const english = investorTextsByKey.get(row.key.trim());
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; a key is typed in them
            <Group key={index} align="flex-start" gap="sm" wrap="wrap" className={classes.row}>
              <Autocomplete
                className={classes.rowField}
                label={t('admin.domain.wording.key')}
                description={english ? t('admin.domain.wording.english', { text: english }) : undefined}
                data={knownKeys}
                limit={12}
                {...form.getInputProps(`wording.${index}.key`)}
              />
              <Textarea
                className={classes.rowField}
                label={t('admin.domain.wording.text')}
                autosize
                minRows={1}
                maxRows={4}
                {...form.getInputProps(`wording.${index}.text`)}
              />
              <RemoveRowButton
                mt={labelledFieldOffset}
                label={t('admin.domain.wording.remove', { key: row.key || index + 1 })}
                onClick={() => form.removeListItem('wording', index)}
              />
            </Group>
          );
        })}
      </EditableRows>
      {form.errors.wording ? (
        <Text size="sm" c="var(--app-negative)" role="alert">
          {form.errors.wording}
        </Text>
      ) : null}
    </Stack>
  );
}
