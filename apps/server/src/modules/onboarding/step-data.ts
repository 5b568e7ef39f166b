import type { StepDataMap } from './step-data.repository';

/** A country as the user payload shows it (SPEC 3 country_incorporation, country_tax). */
export interface CountryRef {
  nationality: string;
  country_code: string;
}

/** The keys under which step data is kept: the step names, plus identification details. */
export type StepDataKey =
  | 'details'
  | 'contact'
  | 'suitability'
  | 'self_certify_accredited'
  | 'tax_payer_identification'
  | 'identification_details'
  | 'legal_signers';

export function readStepData(data: StepDataMap, key: StepDataKey): Record<string, unknown> | undefined {
  return data.get(key);
}

export function countryRef(country: { name: string; countryCode: string }): CountryRef {
  return { nationality: country.name, country_code: country.countryCode };
}
