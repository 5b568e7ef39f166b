import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OnboardingSections, UserRow } from '../auth';
import { type CountryRef, readStepData } from './step-data';
import { findStepData } from './step-data.repository';

function stringOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The sections of the user payload (SPEC 3 User) that come from the user's onboarding answers. */
export async function loadOnboardingSections(db: Database, clock: Clock, user: UserRow): Promise<OnboardingSections> {
  const data = await findStepData(db, user.tenantId, user.id);
  const details = readStepData(data, 'details');
  const contact = readStepData(data, 'contact');
  const tax = readStepData(data, 'tax_payer_identification');
  const accreditation = readStepData(data, 'self_certify_accredited');
  const suitability = readStepData(data, 'suitability');
  const incorporation = details?.country_incorporation as CountryRef | undefined;
  const expiresAt = stringOf(accreditation?.expires_at);
  const isAccredited = accreditation?.isAccredited === true;
  return {
    country_incorporation: incorporation ?? null,
    country_tax: (tax?.country_tax as CountryRef | undefined) ?? null,
    contact: contact ? { country_code: stringOf(contact.country_code) ?? '' } : null,
    accreditation_profile: accreditation
      ? {
          is_accredited: isAccredited,
          is_valid: isAccredited && expiresAt !== null && Date.parse(expiresAt) > clock.now().getTime(),
        }
      : null,
    suitability: suitability ? { risk_tolerance: stringOf(suitability.risk_tolerance) ?? '' } : null,
  };
}
