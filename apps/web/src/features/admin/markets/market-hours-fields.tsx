import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MarketFormValues } from './market-form-values';
import { MarketHoursChart } from './market-hours-chart';

/** The week as the checkboxes list it, Monday first (SPEC 4 weekdays: 1 Sunday .. 7 Saturday). */
const weekdays = ['2', '3', '4', '5', '6', '7', '1'] as const;

/**
 * When a market trades: the opening and closing times (UTC) and its trading days, with the week they
 * make drawn below as the administrator changes them. A close at or before the open ends the session
 * the next day.
 */
export function MarketHoursFields({ form }: { form: UseFormReturnType<MarketFormValues, unknown> }) {
  const { t } = useTranslation();
  const hours = form.getValues().MarketHours;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={480}>
        <TextInput
          type="time"
          label={t('admin.markets.form.opens')}
          required
          {...form.getInputProps('MarketHours.Open')}
        />
        <TextInput
          type="time"
          label={t('admin.markets.form.closes')}
          required
          {...form.getInputProps('MarketHours.Close')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('admin.markets.form.closesHint')}
      </Text>
      <Checkbox.Group label={t('admin.markets.form.days')} required {...form.getInputProps('MarketHours.Days')}>
        <Group gap="md" mt="xs">
          {weekdays.map((day) => (
            <Checkbox key={day} value={day} label={t(`trading.weekdays.${day}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <MarketHoursChart hours={{ Open: hours.Open, Close: hours.Close, Days: hours.Days.map(Number) }} />
    </>
  );
}
