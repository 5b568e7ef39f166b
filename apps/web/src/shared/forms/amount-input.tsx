import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, FocusEvent } from 'react';
import { caretAfterFormatting, completeAmountEntry, formatAmountEntry } from './amount-entry';

type AmountInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value?: string;
  onChange: (value: string) => void;
  /** Decimals the amount takes: 2 (US dollars, the default) or an asset's, such as 8 for bitcoin. */
  decimals?: number;
};

/**
 * An amount typed as text: thousand separators appear as the user types (the caret stays where
 * they type); a US dollar amount has its cents completed when they leave the field. The value is
 * the text shown; `amountEntryToDecimal` turns it into what the API takes.
 */
export function AmountInput({ value = '', onChange, onBlur, decimals = 2, ...props }: AmountInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const formatted = formatAmountEntry(input.value, decimals);
    if (formatted !== input.value) {
      const caret = caretAfterFormatting(input.value, input.selectionStart ?? input.value.length, formatted);
      // Written to the input before React renders it, so React leaves the value and the caret alone.
      input.value = formatted;
      input.setSelectionRange(caret, caret);
    }
    onChange(formatted);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const completed = decimals === 2 ? completeAmountEntry(value) : value;
    if (completed !== value) onChange(completed);
    onBlur?.(event);
  };

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder={decimals === 0 ? '0' : decimals === 2 ? '0.00' : '0.0'}
      {...props}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
