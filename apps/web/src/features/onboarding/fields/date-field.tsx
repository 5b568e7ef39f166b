import { DateInput, type DateInputProps } from '@mantine/dates';

/**
 * A date typed or picked as YYYY-MM-DD (the form keeps the text, '' when empty); the picker opens on
 * decades, since these dates are years away (births, incorporations, expiries).
 */
export function DateField({
  onChange,
  ...props
}: Omit<DateInputProps, 'onChange' | 'valueFormat'> & { onChange: (value: string) => void }) {
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      valueFormat="YYYY-MM-DD"
      defaultLevel="decade"
      {...props}
      onChange={(value) => onChange(value ?? '')}
    />
  );
}
