import type { AppContext } from './context';
import { findSandboxInvestorIds } from './modules/trading';

/**
 * The demo domain's offerings (an open Reg CF round, an upcoming ipo, a listed offering), made by the
 * sandbox market maker's account and committed to by the sandbox investors; run after the demo
 * trading seed, which creates them.
 */
export async function seedDemoOfferings(context: AppContext, tenantId: string): Promise<void> {
  const { maker, taker } = await findSandboxInvestorIds(context.database.db, tenantId);
  if (!maker || !taker) return;
  await context.offerings.seedDemo(tenantId, { creatorId: maker, investorIds: [taker, maker] });
}
