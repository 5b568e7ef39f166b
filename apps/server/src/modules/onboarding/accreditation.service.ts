import type { CertifyAccreditedRequest, OnboardingProgress } from '@invest/contracts';
import { assetScales, formatUnits, MoneyParseError, toUnits } from '@invest/money';
import { invalid } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { saveStep } from './progress.service';

/** A self-certification holds for 90 days; the investor certifies again (update) after that. */
export const selfCertificationValidityMs = 90 * 24 * 60 * 60 * 1000;

/** SEC Rule 501(a) thresholds in US dollars: income, net worth (excluding the home), entity assets. */
const thresholds = {
  income: { field: 'annualIncome', minimum: 200_000n, label: 'an annual income' },
  net_worth: { field: 'pastNet', minimum: 1_000_000n, label: 'a net worth' },
  entity_assets: { field: 'companyValue', minimum: 5_000_000n, label: 'assets' },
} as const;

const amountFields = ['annualIncome', 'pastNet', 'amountRegCfDeals', 'companyValue'] as const;

function parseAmounts(body: CertifyAccreditedRequest): Record<string, bigint> {
  const units: Record<string, bigint> = {};
  for (const field of amountFields) {
    const value = body[field];
    if (value === undefined) continue;
    try {
      units[field] = toUnits(value, assetScales.USD);
    } catch (error) {
      if (error instanceof MoneyParseError) throw invalid(field, error.message);
      throw error;
    }
  }
  return units;
}

/** The criterion's amount must be given, and reach the threshold when the investor says they are accredited. */
function assertConsistent(body: CertifyAccreditedRequest, units: Record<string, bigint>) {
  if (body.isAccredited && body.criterion === 'none') {
    throw invalid('criterion', 'Choose the criterion under which you are accredited');
  }
  if (body.criterion === 'none' || body.criterion === 'professional') return;
  const { field, minimum, label } = thresholds[body.criterion];
  const amount = units[field];
  if (amount === undefined) throw invalid(field, 'Required for this criterion');
  if (body.isAccredited && amount < minimum * 100n) {
    throw invalid(
      field,
      `Accreditation by this criterion needs ${label} of at least ${minimum.toLocaleString('en-US')} USD`,
    );
  }
}

/** POST registration/certify-accredited: feeds accreditation_profile (is_accredited, is_valid until expires_at). */
export async function certifyAccredited(
  deps: OnboardingDeps,
  actor: Actor,
  body: CertifyAccreditedRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'self_certify_accredited', async (view) => {
    const expectedType = view.user.userType === 'Entity' ? 'entity' : 'individual';
    if (body.type !== expectedType) throw invalid('type', `Your account is of type ${expectedType}`);
    const units = parseAmounts(body);
    assertConsistent(body, units);
    const now = deps.clock.now();
    const amounts = Object.fromEntries(
      Object.entries(units).map(([field, value]) => [field, formatUnits(value, assetScales.USD)]),
    );
    return {
      key: 'self_certify_accredited',
      data: {
        ...body,
        ...amounts,
        certified_at: now.toISOString(),
        expires_at: new Date(now.getTime() + selfCertificationValidityMs).toISOString(),
      },
    };
  });
  return progress;
}
