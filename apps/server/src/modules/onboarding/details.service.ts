import type { EntityDetailsRequest, IndividualDetailsRequest, OnboardingProgress } from '@invest/contracts';
import { AppError, invalid } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import type { OnboardingView } from './onboarding-view';
import { type PreparedStep, saveStep } from './progress.service';
import { assertReferenceItem, getCountryOrInvalid, yearsSince } from './reference-checks';
import { countryRef } from './step-data';

const adultAge = 18;
const maximumAge = 120;

function assertUserType(view: OnboardingView, userType: 'Individual' | 'Entity') {
  if (view.user.userType !== userType) {
    throw new AppError('FORBIDDEN', `This step is for ${userType === 'Entity' ? 'entities' : 'individual investors'}`);
  }
}

/** My Details of an individual, checked against the lookups: also the user's name and nationality. */
export async function prepareIndividualDetails(
  deps: OnboardingDeps,
  view: OnboardingView,
  body: IndividualDetailsRequest,
): Promise<PreparedStep> {
  assertUserType(view, 'Individual');
  const age = yearsSince(body.date_of_birth, deps.clock.now());
  if (age < adultAge) throw invalid('date_of_birth', `You must be at least ${adultAge} years old`);
  if (age > maximumAge) throw invalid('date_of_birth', 'Enter your real date of birth');
  const nationality = await getCountryOrInvalid(deps, 'nationality_id', body.nationality_id);
  await assertReferenceItem(deps, 'professions', 'profession_id', body.profession_id);
  return {
    key: 'details',
    data: { ...body, nationality: countryRef(nationality) },
    userFields: { firstName: body.first_name, lastName: body.last_name, countryId: nationality.id },
  };
}

/** My Details of an entity, checked against the lookups: also the user's company name. */
export async function prepareEntityDetails(
  deps: OnboardingDeps,
  view: OnboardingView,
  body: EntityDetailsRequest,
): Promise<PreparedStep> {
  assertUserType(view, 'Entity');
  if (yearsSince(body.date_of_incorporation, deps.clock.now()) < 0) {
    throw invalid('date_of_incorporation', 'The date of incorporation cannot be in the future');
  }
  const country = await getCountryOrInvalid(deps, 'country_incorporation_id', body.country_incorporation_id);
  await assertReferenceItem(deps, 'entityTypes', 'entity_type_id', body.entity_type_id);
  return {
    key: 'details',
    data: { ...body, country_incorporation: countryRef(country) },
    userFields: { companyName: body.company_name },
  };
}

/** POST registration/details/individual. */
export async function saveIndividualDetails(
  deps: OnboardingDeps,
  actor: Actor,
  body: IndividualDetailsRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'details', (view) => prepareIndividualDetails(deps, view, body));
  return progress;
}

/** POST registration/details/entity. */
export async function saveEntityDetails(
  deps: OnboardingDeps,
  actor: Actor,
  body: EntityDetailsRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'details', (view) => prepareEntityDetails(deps, view, body));
  return progress;
}
