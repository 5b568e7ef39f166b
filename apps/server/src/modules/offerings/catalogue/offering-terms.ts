import type { CreateOfferingRequest } from '@invest/contracts';
import { assetScales, scaleOf } from '@invest/money';
import { invalid } from '../../../platform/errors';
import { readPositiveUnits } from '../../../platform/money-input';
import type { OfferingTerms } from './offerings.repository';

const orNull = <T, R>(value: T | null, read: (value: T) => R): R | null => (value === null ? null : read(value));

function readPrice(body: CreateOfferingRequest, scale: number) {
  const price = orNull(body.price_per_share, (value) => readPositiveUnits('price_per_share', value, scale));
  const range = orNull(body.price_range, (value) => ({
    low: readPositiveUnits('price_range', value.low, scale),
    high: readPositiveUnits('price_range', value.high, scale),
  }));
  if (body.workflow !== 'ipo' && (price === null || range !== null)) {
    throw invalid('price_per_share', 'Set one price per share: only an ipo is marketed on a price range');
  }
  if ((price === null) === (range === null)) {
    throw invalid('price_per_share', 'Set either a price per share or a price range');
  }
  if (range && range.high <= range.low) {
    throw invalid('price_range', "The range's high end must be above its low end");
  }
  return { priceUnits: price, priceLowUnits: range?.low ?? null, priceHighUnits: range?.high ?? null };
}

/**
 * An administrator's terms as stored: amounts in base units of the quote asset, and every rule the
 * schema cannot see (one way of pricing, a minimum under the maximum, a target under the maximum
 * raise, a close after the open) checked with the field it is about.
 */
export function readOfferingTerms(body: CreateOfferingRequest): OfferingTerms {
  if (Object.hasOwn(assetScales, body.asset)) {
    throw invalid('asset', `${body.asset} is a currency; an offering's shares need a code of their own`);
  }
  const scale = scaleOf(body.quote_asset);
  const minInvestment = readPositiveUnits('min_investment', body.min_investment, scale);
  const maxInvestment = orNull(body.max_investment, (value) => readPositiveUnits('max_investment', value, scale));
  const targetRaise = readPositiveUnits('target_raise', body.target_raise, scale);
  const maxRaise = readPositiveUnits('max_raise', body.max_raise, scale);
  if (maxInvestment !== null && maxInvestment < minInvestment) {
    throw invalid('max_investment', 'The maximum investment must be at least the minimum');
  }
  if (maxRaise < targetRaise) throw invalid('max_raise', 'The maximum raise must be at least the target');
  if (minInvestment > maxRaise)
    throw invalid('min_investment', 'The minimum investment must not exceed the maximum raise');
  const opensAt = new Date(body.opens_at);
  const closesAt = new Date(body.closes_at);
  if (closesAt <= opensAt) throw invalid('closes_at', 'The offering must close after it opens');
  return {
    name: body.name,
    issuerName: body.issuer_name,
    summary: body.summary,
    asset: body.asset,
    quoteAsset: body.quote_asset,
    workflow: body.workflow,
    securityType: body.security_type,
    ...readPrice(body, scale),
    minInvestmentUnits: minInvestment,
    maxInvestmentUnits: maxInvestment,
    targetRaiseUnits: targetRaise,
    maxRaiseUnits: maxRaise,
    opensAt,
    closesAt,
    accreditedOnly: body.accredited_only,
    restrictedCountries: [...new Set(body.restricted_countries)].sort(),
    allocationMethod: body.allocation_method,
    riskText: body.risk_text,
  };
}
