import type { ContactRequest, OnboardingProgress } from '@invest/contracts';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { invalid } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { type PreparedStep, saveStep } from './progress.service';
import { assertPlace, getCountryOrInvalid } from './reference-checks';
import { countryRef } from './step-data';

/** A phone number valid for `countryCode` (SPEC 5 per-country mask, checked with libphonenumber), as E.164. */
export function normalizePhone(phone: string, countryCode: string): string {
  const parsed = parsePhoneNumberFromString(phone, countryCode as CountryCode);
  if (!parsed?.isValid() || parsed.country !== countryCode) {
    throw invalid('phone', `Enter a valid phone number for the chosen country (${countryCode})`);
  }
  return parsed.number;
}

/** My Contact Details checked: the phone in the country's format (E.164), the place in the country. */
export async function prepareContact(deps: OnboardingDeps, body: ContactRequest): Promise<PreparedStep> {
  const country = await getCountryOrInvalid(deps, 'country_id', body.country_id);
  const phone = normalizePhone(body.phone, country.countryCode);
  await assertPlace(deps, country, body.province_id, body.city_id);
  return { key: 'contact', data: { ...body, phone, ...countryRef(country) } };
}

/** POST registration/contact. */
export async function saveContact(
  deps: OnboardingDeps,
  actor: Actor,
  body: ContactRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'contact', () => prepareContact(deps, body));
  return progress;
}
