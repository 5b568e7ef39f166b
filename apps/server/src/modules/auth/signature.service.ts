import { notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import type { AuthDeps } from './auth.deps';
import { findLatestSignature, markSignatureDeleted } from './signatures.repository';

/** GET /v1/signature: the user's latest signature, or nulls. */
export async function getSignature(deps: AuthDeps, auth: AuthContext) {
  const signature = await findLatestSignature(deps.db, auth.tenantId, auth.userId);
  return { signature: signature?.image ?? null, created_at: signature?.createdAt.toISOString() ?? null };
}

/** DELETE /v1/signature: removes the latest signature. */
export async function deleteSignature(deps: AuthDeps, auth: AuthContext): Promise<void> {
  const signature = await findLatestSignature(deps.db, auth.tenantId, auth.userId);
  if (!signature) throw notFound('Signature');
  await markSignatureDeleted(
    deps.db,
    { tenantId: auth.tenantId, userId: auth.userId, id: signature.id },
    deps.clock.now(),
  );
}
