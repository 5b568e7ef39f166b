import type { GasStation, GasStationSettingsRequest } from '@invest/contracts';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatExchangeAmount } from '../../../shared/format/money';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { useUpdateGasStationMutation } from './gas-station.api';
import { gasStationSettingsSchema } from './gas-station-schemas';

/** The station's three settings, each a decimal with its label and hint. */
const gasFields = [
  { name: 'gas_threshold', label: 'threshold' },
  { name: 'gas_cap', label: 'cap' },
  { name: 'max_gas_price', label: 'maxPrice' },
] as const;

/** The gas station's settings (threshold, cap, maximum gas price) as a form, with its balance above. */
export function GasStationForm({ station }: { station: GasStation }) {
  const { t } = useTranslation();
  const [update, updating] = useUpdateGasStationMutation();
  const validation = useContractValidation(gasStationSettingsSchema);
  const form = useForm<GasStationSettingsRequest>({
    initialValues: {
      gas_threshold: station.gas_threshold,
      gas_cap: station.gas_cap,
      max_gas_price: station.max_gas_price,
    },
    ...validation,
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      await update(body).unwrap();
      form.resetDirty(body);
      notifications.show({ color: 'green', message: t('admin.gasStation.saved') });
    }),
  );
  return (
    <SectionCard
      id="gas-station-settings-title"
      title={t('admin.gasStation.settingsTitle')}
      description={t('admin.gasStation.settingsDescription')}
      aside={station.is_sandbox ? <ToneBadge tone="caution">{t('admin.gasStation.sandbox')}</ToneBadge> : undefined}
    >
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('admin.gasStation.balance')}
        </Text>
        <Text fz={24} fw={600}>
          {formatExchangeAmount(station.balance)} ETH
        </Text>
        <Text size="xs" c="dimmed">
          {station.updated_at
            ? t('admin.gasStation.updatedAt', { time: formatDateTime(station.updated_at) })
            : t('admin.gasStation.neverUpdated')}
          {station.is_sandbox ? ` · ${t('admin.gasStation.sandboxHint')}` : ''}
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {gasFields.map(({ name, label }) => (
              <TextInput
                key={name}
                label={t(`admin.gasStation.${label}`)}
                description={t(`admin.gasStation.${label}Hint`)}
                inputMode="decimal"
                autoComplete="off"
                required
                {...form.getInputProps(name)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={updating.isLoading} disabled={!form.isDirty()}>
              {t('admin.gasStation.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
