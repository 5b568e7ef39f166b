import type { AdminOffering, AllocationMethod, CreateOfferingRequest, SecurityType, Workflow } from '@invest/contracts';
import { amountEntryToDecimal } from '../../../shared/forms/amount-entry';

/** The terms form's values: amounts as typed, times as `YYYY-MM-DDTHH:mm` in UTC. */
export interface OfferingTermsValues {
  name: string;
  issuer_name: string;
  summary: string;
  asset: string;
  workflow: Workflow;
  security_type: SecurityType;
  uses_range: boolean;
  price_per_share: string;
  price_range: { low: string; high: string };
  min_investment: string;
  max_investment: string;
  target_raise: string;
  max_raise: string;
  opens_at: string;
  closes_at: string;
  accredited_only: boolean;
  restricted_countries: string[];
  risk_text: string;
  allocation_method: AllocationMethod;
}

export const emptyTermsValues: OfferingTermsValues = {
  name: '',
  issuer_name: '',
  summary: '',
  asset: '',
  workflow: 'reg_cf',
  security_type: 'common_equity',
  uses_range: false,
  price_per_share: '',
  price_range: { low: '', high: '' },
  min_investment: '',
  max_investment: '',
  target_raise: '',
  max_raise: '',
  opens_at: '',
  closes_at: '',
  accredited_only: false,
  restricted_countries: [],
  risk_text: '',
  allocation_method: 'pro_rata',
};

const toLocalInput = (iso: string) => iso.slice(0, 16);
const fromLocalInput = (value: string) => (value ? `${value}:00Z` : '');
const amount = (entry: string) => amountEntryToDecimal(entry) ?? entry;
const withCents = (decimal: string) => (decimal.includes('.') ? decimal : `${decimal}.00`);

/** An offering's terms as the form shows them for editing. */
export function termsValuesOf(offering: AdminOffering): OfferingTermsValues {
  return {
    name: offering.name,
    issuer_name: offering.issuer_name,
    summary: offering.summary,
    asset: offering.asset,
    workflow: offering.workflow,
    security_type: offering.security_type,
    uses_range: offering.price_range !== null,
    price_per_share: offering.price_per_share ? withCents(offering.price_per_share) : '',
    price_range: offering.price_range
      ? { low: withCents(offering.price_range.low), high: withCents(offering.price_range.high) }
      : { low: '', high: '' },
    min_investment: withCents(offering.min_investment),
    max_investment: offering.max_investment ? withCents(offering.max_investment) : '',
    target_raise: withCents(offering.target_raise),
    max_raise: withCents(offering.max_raise),
    opens_at: toLocalInput(offering.opens_at),
    closes_at: toLocalInput(offering.closes_at),
    accredited_only: offering.accredited_only,
    restricted_countries: offering.restricted_countries,
    risk_text: offering.risk_text,
    allocation_method: offering.allocation_method,
  };
}

/** The request body of the form's values: one way of pricing, an empty maximum as none. */
export function termsRequestOf(values: OfferingTermsValues): Omit<CreateOfferingRequest, 'quote_asset'> {
  const usesRange = values.workflow === 'ipo' && values.uses_range;
  return {
    name: values.name,
    issuer_name: values.issuer_name,
    summary: values.summary,
    asset: values.asset,
    workflow: values.workflow,
    security_type: values.security_type,
    price_per_share: usesRange ? null : amount(values.price_per_share),
    price_range: usesRange ? { low: amount(values.price_range.low), high: amount(values.price_range.high) } : null,
    min_investment: amount(values.min_investment),
    max_investment: values.max_investment.trim() ? amount(values.max_investment) : null,
    target_raise: amount(values.target_raise),
    max_raise: amount(values.max_raise),
    opens_at: fromLocalInput(values.opens_at),
    closes_at: fromLocalInput(values.closes_at),
    accredited_only: values.accredited_only,
    restricted_countries: values.restricted_countries.map((code) => code.trim().toUpperCase()),
    risk_text: values.risk_text,
    allocation_method: values.allocation_method,
  };
}
