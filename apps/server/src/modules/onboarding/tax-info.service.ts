import type { EntityTaxInfoRequest, OnboardingProgress, TaxPayerIdRequest } from '@invest/contracts';
import { AppError } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { saveStep } from './progress.service';
import { assertReferenceItem, getCountryOrInvalid } from './reference-checks';
import { countryRef } from './step-data';

/** POST registration/individual/taxPayerId and POST registration/entity/tax-info. */
export async function saveTaxInfo(
  deps: OnboardingDeps,
  actor: Actor,
  userType: 'Individual' | 'Entity',
  body: TaxPayerIdRequest | EntityTaxInfoRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'tax_payer_identification', async (view) => {
    if (view.user.userType !== userType) {
      throw new AppError(
        'FORBIDDEN',
        userType === 'Entity' ? 'This call is for entities' : 'This call is for individual investors',
      );
    }
    const country = await getCountryOrInvalid(deps, 'tax_country_id', body.tax_country_id);
    if ('source_of_funds' in body) {
      await assertReferenceItem(deps, 'fundingSources', 'source_of_funds', body.source_of_funds);
    }
    return { key: 'tax_payer_identification', data: { ...body, country_tax: countryRef(country) } };
  });
  return progress;
}
