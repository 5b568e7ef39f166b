import type { AdminOffering, InvestorOffering, Offering, OfferingStateChange } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { InvestorMarks, OfferingRow, OfferingStateChangeRow, OfferingViewRow } from './offerings.repository';

export function toOffering(row: OfferingRow, marks: InvestorMarks): Offering {
  const scale = scaleOf(row.quoteAsset);
  const amount = (units: bigint) => formatUnits(units, scale);
  const optionalAmount = (units: bigint | null) => (units === null ? null : amount(units));
  return {
    id: row.id,
    name: row.name,
    issuer_name: row.issuerName,
    summary: row.summary,
    asset: row.asset,
    quote_asset: row.quoteAsset as Offering['quote_asset'],
    workflow: row.workflow,
    security_type: row.securityType,
    price_per_share: optionalAmount(row.priceUnits),
    price_range:
      row.priceLowUnits !== null && row.priceHighUnits !== null
        ? { low: amount(row.priceLowUnits), high: amount(row.priceHighUnits) }
        : null,
    min_investment: amount(row.minInvestmentUnits),
    max_investment: optionalAmount(row.maxInvestmentUnits),
    target_raise: amount(row.targetRaiseUnits),
    max_raise: amount(row.maxRaiseUnits),
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    accredited_only: row.accreditedOnly,
    restricted_countries: row.restrictedCountries,
    risk_text: row.riskText,
    state: row.state,
    is_favorite: marks.isFavorite,
    is_notify: marks.isNotify,
    allocation_method: row.allocationMethod,
    terms_version: row.termsVersion,
  };
}

export function toInvestorOffering(row: OfferingViewRow): InvestorOffering {
  return { ...toOffering(row, row), raised: formatUnits(row.raisedUnits, scaleOf(row.quoteAsset)) };
}

function toStateChange(row: OfferingStateChangeRow): OfferingStateChange {
  return {
    from: row.fromState,
    to: row.toState,
    actor_id: row.actorId,
    reason: row.reason,
    at: row.at.toISOString(),
  };
}

export function toAdminOffering(
  row: OfferingRow,
  marks: InvestorMarks,
  history: OfferingStateChangeRow[],
): AdminOffering {
  return {
    ...toOffering(row, marks),
    history: history.map(toStateChange),
    allocation_seed: row.allocationSeed,
  };
}
