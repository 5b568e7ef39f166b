import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './domain.module.css';
import { type ConfigRow, configKinds } from './domain-form-values';
import { EditableRows, labelledFieldOffset, RemoveRowButton } from './editable-rows';
import type { DomainForm } from './use-domain-form';

function ConfigValue({ form, row, index }: { form: DomainForm; row: ConfigRow; index: number }) {
  const { t } = useTranslation();
  const label = t('admin.domain.configs.value');
  if (row.kind === 'switch') {
    return (
      <Switch
        className={classes.grow}
        mt={labelledFieldOffset + 8}
        label={row.isOn ? t('admin.domain.configs.on') : t('admin.domain.configs.off')}
        aria-label={t('admin.domain.configs.switchLabel', { key: row.key || index + 1 })}
        {...form.getInputProps(`configs.${index}.isOn`, { type: 'checkbox' })}
      />
    );
  }
  if (row.kind === 'empty') {
    return (
      <Text className={classes.grow} size="sm" c="dimmed" mt={labelledFieldOffset + 8}>
        {t('admin.domain.configs.nothing')}
      </Text>
    );
  }
  return (
    <TextInput
      className={classes.grow}
      label={label}
      inputMode={row.kind === 'number' ? 'decimal' : undefined}
      {...form.getInputProps(`configs.${index}.text`)}
    />
  );
}

/**
 * The domain's switches (configs): features read them by name (support_email, referral_reward,
 * error_reporting_dsn, session_recording ...), each text, a number, on or off, or nothing.
 */
export function ConfigsSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const rows = form.values.configs;
  const kinds = configKinds.map((kind) => ({ value: kind, label: t(`admin.domain.configs.kinds.${kind}`) }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.domain.configs.intro')}
      </Text>
      <EditableRows
        count={rows.length}
        empty={t('admin.domain.configs.empty')}
        addLabel={t('admin.domain.configs.add')}
        onAdd={() => form.insertListItem('configs', { key: '', kind: 'text', text: '', isOn: false })}
      >
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; a key is typed in them
          <Group key={index} align="flex-start" gap="sm" wrap="wrap" className={classes.row}>
            <TextInput
              className={classes.grow}
              label={t('admin.domain.configs.key')}
              {...form.getInputProps(`configs.${index}.key`)}
            />
            <Select
              w={130}
              label={t('admin.domain.configs.kind')}
              data={kinds}
              allowDeselect={false}
              {...form.getInputProps(`configs.${index}.kind`)}
            />
            <ConfigValue form={form} row={row} index={index} />
            <RemoveRowButton
              mt={labelledFieldOffset}
              label={t('admin.domain.configs.remove', { key: row.key || index + 1 })}
              onClick={() => form.removeListItem('configs', index)}
            />
          </Group>
        ))}
      </EditableRows>
      {form.errors.configs ? (
        <Text size="sm" c="var(--app-negative)" role="alert">
          {form.errors.configs}
        </Text>
      ) : null}
    </Stack>
  );
}
