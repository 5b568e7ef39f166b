import type { CertifyAccreditedRequest } from '@invest/contracts/onboarding';
import type { StepUserType } from '@invest/contracts/onboarding-rules';
import { amountEntryToDecimal, completeAmountEntry } from '../../../shared/forms/amount-entry';
import { textOf } from '../../../shared/forms/form-values';

/** The accreditation form's values: amounts as the user typed them ("250,000.00"). */
export interface AccreditationValues extends Record<string, unknown> {
  criterion: string;
  isAccredited: boolean;
  annualIncome: string;
  pastNet: string;
  companyValue: string;
  amountRegCfDeals: string;
  reasons: string[];
}

type Criterion = CertifyAccreditedRequest['criterion'];
type CriterionAmountField = 'annualIncome' | 'pastNet' | 'companyValue';

/** The criteria an individual or an entity may certify under (SEC Rule 501(a)). */
export const criteriaOf: Record<StepUserType, readonly Criterion[]> = {
  individual: ['income', 'net_worth', 'professional', 'none'],
  entity: ['entity_assets', 'none'],
};

const allCriteria: readonly string[] = [...criteriaOf.individual, ...criteriaOf.entity];

export function isCriterion(value: string): value is Criterion {
  return allCriteria.includes(value);
}

/** The amount each criterion is judged on, and the SEC threshold shown beside it (US dollars). */
export const criterionAmounts: Partial<Record<Criterion, { field: CriterionAmountField; threshold: string }>> = {
  income: { field: 'annualIncome', threshold: '200000' },
  net_worth: { field: 'pastNet', threshold: '1000000' },
  entity_assets: { field: 'companyValue', threshold: '5000000' },
};

/** SEC Rule 501(a)(6): the income threshold together with a spouse or partner, shown beside the single one. */
export const jointIncomeThreshold = '300000';

/** SEC Rule 501(a)(10): the licences that make a person accredited, sent as `reasons`. */
export const professionalLicences = ['series_7', 'series_65', 'series_82'] as const;

/** A certification the user made before (the saved answers hold when it expires). */
export interface PreviousCertification {
  criterion: string;
  isAccredited: boolean;
  certifiedAt: string;
  expiresAt: string;
}

export function previousCertificationOf(saved: Record<string, unknown> | undefined): PreviousCertification | null {
  if (typeof saved?.expires_at !== 'string') return null;
  return {
    criterion: textOf(saved, 'criterion'),
    isAccredited: saved.isAccredited === true,
    certifiedAt: textOf(saved, 'certified_at'),
    expiresAt: saved.expires_at,
  };
}

/** The form filled with what the user certified before, or blank. */
export function accreditationValuesOf(saved: Record<string, unknown> | undefined): AccreditationValues {
  const amount = (field: string) => completeAmountEntry(textOf(saved, field));
  return {
    criterion: textOf(saved, 'criterion'),
    isAccredited: saved?.isAccredited === true,
    annualIncome: amount('annualIncome'),
    pastNet: amount('pastNet'),
    companyValue: amount('companyValue'),
    amountRegCfDeals: amount('amountRegCfDeals'),
    reasons: Array.isArray(saved?.reasons) ? saved.reasons.filter((reason) => typeof reason === 'string') : [],
  };
}

interface RequestContext {
  type: StepUserType;
  /** Regulation Crowdfunding asks what was invested in such offerings in the last 12 months. */
  isRegCf: boolean;
  /** A certification exists already: this one replaces it. */
  isUpdate: boolean;
}

/**
 * POST registration/certify-accredited: only the amount the chosen criterion is judged on, as a
 * plain decimal string; never accredited without a criterion; licences only for the professional one.
 */
export function toCertifyRequest(values: AccreditationValues, context: RequestContext) {
  const criterion = values.criterion as Criterion;
  const amountField = criterionAmounts[criterion]?.field;
  const amountOf = (field: CriterionAmountField) =>
    field === amountField ? amountEntryToDecimal(values[field]) : undefined;
  return {
    criterion,
    type: context.type,
    isAccredited: criterion !== 'none' && values.isAccredited,
    annualIncome: amountOf('annualIncome'),
    pastNet: amountOf('pastNet'),
    companyValue: amountOf('companyValue'),
    amountRegCfDeals: context.isRegCf ? amountEntryToDecimal(values.amountRegCfDeals) : undefined,
    update: context.isUpdate ? true : undefined,
    reasons: criterion === 'professional' && values.reasons.length > 0 ? values.reasons : undefined,
  };
}
