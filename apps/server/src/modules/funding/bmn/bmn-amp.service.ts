import type { BmnAmp, BmnAmpRequest } from '@invest/contracts';
import type { Actor, FundingDeps } from '../funding.deps';
import * as bmnRepo from './bmn.repository';

const toBmnAmp = (deps: Pick<FundingDeps, 'bmn'>, row: bmnRepo.BmnAmpRow | null): BmnAmp => ({
  amp_id: row?.ampId ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
  is_sandbox: deps.bmn.isSandbox,
});

/** GET bmnamp: the caller's AMP id, null until given. */
export async function getBmnAmp(deps: Pick<FundingDeps, 'db' | 'bmn'>, actor: Actor): Promise<BmnAmp> {
  return toBmnAmp(deps, await bmnRepo.findAmpAccount(deps.db, actor.tenantId, actor.userId));
}

/**
 * POST bmnamp: records the caller's AMP id, replacing the one they gave before. The AMP desk checks it
 * and registers the investor first: an id AMP does not know is refused, and nothing is saved while
 * AMP cannot be reached.
 */
export async function saveBmnAmp(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'bmn' | 'userEmail'>,
  actor: Actor,
  body: BmnAmpRequest,
): Promise<BmnAmp> {
  if (deps.bmn.registerInvestor) {
    const name = await deps.userEmail(actor.tenantId, actor.userId);
    await deps.bmn.registerInvestor({ ampId: body.amp_id, name });
  }
  const row = await bmnRepo.upsertAmpAccount(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ampId: body.amp_id,
    updatedAt: deps.clock.now(),
  });
  return toBmnAmp(deps, row);
}
