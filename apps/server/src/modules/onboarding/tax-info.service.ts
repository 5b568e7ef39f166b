import type {
  EntityTaxInfoRequest,
  OnboardingProgress,
  TaxInfoSettingsRequest,
  TaxPayerIdRequest,
} from '@invest/contracts';
import { AppError, invalid } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import type { OnboardingView } from './onboarding-view';
import { type PreparedStep, saveStep } from './progress.service';
import { assertReferenceItem, getCountryOrInvalid } from './reference-checks';
import { countryRef } from './step-data';

/** The taxpayer identification checked against the user's type and the lookups. */
export async function prepareTaxInfo(
  deps: OnboardingDeps,
  view: OnboardingView,
  body: TaxPayerIdRequest | EntityTaxInfoRequest | TaxInfoSettingsRequest,
  userType: 'Individual' | 'Entity' = view.user.userType,
): Promise<PreparedStep> {
  if (view.user.userType !== userType) {
    throw new AppError(
      'FORBIDDEN',
      userType === 'Entity' ? 'This call is for entities' : 'This call is for individual investors',
    );
  }
  const country = await getCountryOrInvalid(deps, 'tax_country_id', body.tax_country_id);
  const sourceOfFunds = 'source_of_funds' in body ? body.source_of_funds : undefined;
  if (userType === 'Entity' && sourceOfFunds === undefined)
    throw invalid('source_of_funds', 'Choose the source of funds');
  if (userType === 'Individual' && sourceOfFunds !== undefined) {
    throw invalid('source_of_funds', 'The source of funds is asked of entities only');
  }
  if (sourceOfFunds !== undefined) await assertReferenceItem(deps, 'fundingSources', 'source_of_funds', sourceOfFunds);
  return { key: 'tax_payer_identification', data: { ...body, country_tax: countryRef(country) } };
}

/** POST registration/individual/taxPayerId and POST registration/entity/tax-info. */
export async function saveTaxInfo(
  deps: OnboardingDeps,
  actor: Actor,
  userType: 'Individual' | 'Entity',
  body: TaxPayerIdRequest | EntityTaxInfoRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'tax_payer_identification', (view) =>
    prepareTaxInfo(deps, view, body, userType),
  );
  return progress;
}
