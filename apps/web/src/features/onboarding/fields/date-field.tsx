import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../shared/ui/icons';
import { dateText } from './date-text';

const isCompleteDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/**
 * A date typed as YYYY-MM-DD, the form keeping exactly the text shown ('' when empty): the digits are
 * grouped as they are typed (date-text.ts) and never read as another date, so a typed year stays.
 * A calendar that opens on decades (these dates are years away: births, incorporations, expiries)
 * fills it in too; `minDate` and `maxDate` bound the calendar, the form's checks the text.
 */
export function DateField({
  value = '',
  onChange,
  minDate,
  maxDate,
  label,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const { t } = useTranslation();
  const [isOpen, calendar] = useDisclosure(false);
  const picked = isCompleteDate(value) ? value : null;
  return (
    <Popover
      opened={isOpen}
      onChange={(opened) => (opened ? calendar.open() : calendar.close())}
      position="bottom-end"
      withRoles={false}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <TextInput
          label={label}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...props}
          value={value}
          onChange={(event) => onChange(dateText(event.currentTarget.value))}
          rightSectionPointerEvents="all"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={calendar.toggle}
              aria-label={t('onboarding.fields.openCalendar')}
              aria-expanded={isOpen}
            >
              <CalendarIcon size={18} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          defaultLevel={picked ? 'month' : 'decade'}
          defaultDate={picked ?? maxDate ?? undefined}
          value={picked}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(date) => {
            onChange(date ?? '');
            calendar.close();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
