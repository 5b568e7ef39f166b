import { notFound } from '../../../platform/errors';
import type { OfferingsDeps } from '../offerings.deps';
import { isPublicState } from './offering-states';
import { findOffering, type OfferingRow } from './offerings.repository';

interface Caller {
  tenantId: string;
}

/** Any offering of the administrator's domain, drafts included; another domain's is not found. */
export async function getDomainOffering(deps: OfferingsDeps, admin: Caller, offeringId: string): Promise<OfferingRow> {
  const row = await findOffering(deps.db, { tenantId: admin.tenantId, offeringId });
  if (!row) throw notFound('Offering');
  return row;
}

/** An offering the investor can see: announced, of their domain; a draft is not found. */
export async function getVisibleOffering(
  deps: OfferingsDeps,
  investor: Caller,
  offeringId: string,
): Promise<OfferingRow> {
  const row = await findOffering(deps.db, { tenantId: investor.tenantId, offeringId });
  if (!row || !isPublicState(row.state)) throw notFound('Offering');
  return row;
}

/** Who reads an offering's documents and updates, under which path and guard: administrators any of the domain's, investors announced ones. */
export const offeringReaders = [
  { prefix: '/admin/offerings', guard: 'admin', as: 'admin' },
  { prefix: '/ipo', guard: 'verifiedEmail', as: 'investor' },
] as const;
export type OfferingReader = (typeof offeringReaders)[number]['as'];

export const getOfferingFor = (deps: OfferingsDeps, caller: Caller, offeringId: string, as: OfferingReader) =>
  as === 'admin' ? getDomainOffering(deps, caller, offeringId) : getVisibleOffering(deps, caller, offeringId);
