import type { IdentificationDetailsRequest, OnboardingProgress } from '@invest/contracts';
import { invalid } from '../../platform/errors';
import { hasUserDocuments } from './documents/documents.service';
import { submitKycIfReady } from './kyc/kyc.service';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { saveStep } from './progress.service';
import { getCountryOrInvalid } from './reference-checks';
import { countryRef } from './step-data';

/**
 * The identification details as they are kept: checked (an expiry date still to come, a known
 * issuing country) and with the issuing country's name and code.
 */
export async function prepareIdentificationDetails(
  deps: OnboardingDeps,
  body: IdentificationDetailsRequest,
): Promise<Record<string, unknown>> {
  if (Date.parse(`${body.expiry_date}T23:59:59Z`) < deps.clock.now().getTime()) {
    throw invalid('expiry_date', 'This document has expired');
  }
  const country = await getCountryOrInvalid(deps, 'issuing_country_id', body.issuing_country_id);
  return { ...body, issuing_country: countryRef(country) };
}

/**
 * POST registration/identification_details: the identity document's details, part of the documents
 * step; with an identity document uploaded they complete it and the identity goes to KYC.
 */
export async function saveIdentificationDetails(
  deps: OnboardingDeps,
  actor: Actor,
  body: IdentificationDetailsRequest,
): Promise<OnboardingProgress> {
  let hasDocuments = false;
  const { view, progress } = await saveStep(
    deps,
    actor,
    'user_documents',
    async () => ({ key: 'identification_details', data: await prepareIdentificationDetails(deps, body) }),
    {
      completes: async (current) => {
        hasDocuments = await hasUserDocuments(deps, current);
        return hasDocuments && !current.completedAt.user_documents;
      },
    },
  );
  // A first check, or one that could not start before (submitKycIfReady skips an open or passed one).
  if (hasDocuments) await submitKycIfReady(deps, view);
  return progress;
}
