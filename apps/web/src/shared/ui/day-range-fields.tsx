import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type DayRange, isDay } from '../format/days';

/** A typed day as the server takes it, else nothing yet. */
const asDay = (text: string) => (isDay(text.trim()) ? text.trim() : null);

/**
 * The first and last day of a period, typed or picked (at most `maxDate` when given), with what
 * stops them said on the field it is about.
 */
export function DayRangeFields({
  range,
  labels,
  errors,
  maxDate,
  onChange,
}: {
  range: DayRange;
  labels: { from: string; to: string };
  errors: { from?: string; to?: string };
  maxDate?: string;
  onChange: (range: DayRange) => void;
}) {
  return (
    <Group gap="sm" align="flex-start">
      {(['from', 'to'] as const).map((field) => (
        <DateInput
          key={field}
          label={labels[field]}
          valueFormat="YYYY-MM-DD"
          dateParser={asDay}
          placeholder="YYYY-MM-DD"
          value={range[field] || null}
          maxDate={maxDate}
          onChange={(day) => onChange({ ...range, [field]: day ?? '' })}
          error={errors[field]}
          w={160}
        />
      ))}
    </Group>
  );
}
