import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useCountriesQuery } from '../../lookups';
import { applyPhoneMask } from './phone-mask';

/** A phone number in the chosen country's national format: its dial code beside, its mask applied. */
export function PhoneInput({
  countryId,
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & {
  countryId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const countries = useCountriesQuery();
  const country = countries.data?.find((candidate) => String(candidate.id) === countryId);
  const mask = country?.mask ?? '';
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      leftSection={country ? <span aria-hidden="true">{country.dial_code}</span> : null}
      leftSectionWidth={country ? Math.max(44, country.dial_code.length * 10 + 16) : undefined}
      placeholder={mask.replaceAll('#', '0')}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(applyPhoneMask(event.currentTarget.value, mask))}
      {...props}
    />
  );
}
