import type { Database } from '../../platform/db/database';
import { creditFromBudget } from './budget-credit';
import { configUsdUnits } from './config-amounts';

/**
 * A tenant may give every new account a signup reward: `configs.signup_reward` in US dollars
 * ("25.00"). It is credited at sign-up through the ledger, from the tenant's promotions budget (the
 * outside account external:signup_rewards); the user's record keeps its amount and time, which
 * decide the SPEC 4 redirect to /invites after the contact step.
 *
 * The domain's signup reward for a new user, credited in the caller's transaction: its units, or null
 * when none is set.
 */
export async function grantSignupReward(
  tx: Database,
  input: { tenantId: string; userId: string; configs: Record<string, unknown> },
): Promise<bigint | null> {
  const units = configUsdUnits(input.configs.signup_reward);
  if (units === null) return null;
  await creditFromBudget(tx, input.tenantId, {
    budget: 'signup_rewards',
    userId: input.userId,
    units,
    kind: 'signup_reward',
    idempotencyKey: `signup_reward:${input.userId}`,
  });
  return units;
}
