import { identificationTypes } from '@invest/contracts';
import type { UserRow } from '../../auth';
import { findCountryById } from '../../lookups';
import * as documents from '../documents/documents.repository';
import type { OnboardingDeps } from '../onboarding.deps';
import { type CountryRef, readStepData } from '../step-data';
import { findStepData } from '../step-data.repository';
import type { KycApplicant, KycDocument } from './kyc.port';

const identitySlugs: ReadonlySet<string> = new Set(identificationTypes);

/** What a change of verified details puts before the provider instead of what the user row holds. */
export type ApplicantChanges = Partial<Pick<KycApplicant, 'firstName' | 'lastName' | 'companyName' | 'countryCode'>>;

/**
 * The user as a KYC provider sees them: names, country and the documents that count (pending or
 * approved), with `changes` (a change of verified details waiting for this check) in place.
 */
export async function loadKycApplicant(
  deps: OnboardingDeps,
  user: UserRow,
  attempt: number,
  changes: ApplicantChanges = {},
): Promise<KycApplicant> {
  const [rows, types, data, nationality] = await Promise.all([
    documents.findUserDocuments(deps.db, user.tenantId, user.id),
    deps.lookups.listDocumentTypes(),
    findStepData(deps.db, user.tenantId, user.id),
    user.countryId === null ? null : findCountryById(deps.db, user.countryId),
  ]);
  const incorporation = readStepData(data, 'details')?.country_incorporation as CountryRef | undefined;
  const issuing = readStepData(data, 'identification_details')?.issuing_country as CountryRef | undefined;
  const countryCode =
    (user.userType === 'Entity' ? incorporation?.country_code : nationality?.countryCode) ??
    nationality?.countryCode ??
    null;
  const slugOf = new Map(types.map((type) => [type.id, type.slug]));
  const live = rows.filter((row) => row.status === 'pending' || row.status === 'approved');
  return {
    tenantId: user.tenantId,
    userId: user.id,
    attempt,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    countryCode,
    ...changes,
    documents: live.map((row): KycDocument => {
      const type = slugOf.get(row.documentTypeId) ?? 'other';
      return {
        id: row.id,
        type,
        collection: row.collection,
        countryCode: (identitySlugs.has(type) ? issuing?.country_code : undefined) ?? countryCode,
        fileName: `${row.id}.${row.extension}`,
        contentType: row.contentType,
        read: async () => {
          const bytes = await deps.storage.get(row.storageKey);
          if (!bytes) throw new Error(`document ${row.id} has no stored file`);
          return bytes;
        },
      };
    }),
  };
}
