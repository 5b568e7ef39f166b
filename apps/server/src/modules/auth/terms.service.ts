import type { TermsAcceptanceRequest, TermsPayload } from '@invest/contracts';
import { invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { defaultTermsUrl } from '../tenants';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { findTermsAcceptance, insertTermsAcceptance } from './terms.repository';

/** GET /v1/terms-and-conditions: the tenant's current terms and, for a signed-in caller, their acceptance. */
export async function getTerms(deps: AuthDeps, tenantId: string, auth: AuthContext | null): Promise<TermsPayload> {
  const tenant = await deps.tenants.getTenant(tenantId);
  const acceptance = auth
    ? await findTermsAcceptance(deps.db, {
        tenantId,
        userId: auth.userId,
        policyId: tenant.termsPolicyId,
        version: tenant.termsVersion,
      })
    : null;
  return {
    PolicyId: tenant.termsPolicyId,
    VersionNumber: tenant.termsVersion,
    url: tenant.termsUrl ?? defaultTermsUrl,
    accepted: acceptance !== null,
    accepted_at: acceptance?.acceptedAt.toISOString() ?? null,
  };
}

/** POST /v1/terms-and-conditions: accepts the current version only; accepting it again changes nothing. */
export async function acceptTerms(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
  body: TermsAcceptanceRequest,
): Promise<TermsPayload> {
  const tenant = await deps.tenants.getTenant(auth.tenantId);
  if (body.PolicyId !== tenant.termsPolicyId) throw invalid('PolicyId', 'These are not the terms of this site');
  if (body.VersionNumber !== tenant.termsVersion) {
    throw invalid('VersionNumber', 'This is not the current version of the terms');
  }
  await insertTermsAcceptance(deps.db, {
    tenantId: auth.tenantId,
    userId: auth.userId,
    policyId: body.PolicyId,
    version: body.VersionNumber,
    acceptedAt: deps.clock.now(),
    ip: meta.ip,
  });
  return getTerms(deps, auth.tenantId, auth);
}
