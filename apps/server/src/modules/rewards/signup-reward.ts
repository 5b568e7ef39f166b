import type { Database } from '../../platform/db/database';
import { externalPurpose, getOrCreateAccount, transfer } from '../ledger';
import { configUsdUnits } from './config-amounts';

/** Credits the reward to the user's available USD, once per user whatever the retries. */
async function creditSignupReward(tx: Database, tenantId: string, userId: string, units: bigint) {
  const [budget, available] = await Promise.all([
    getOrCreateAccount(tx, tenantId, {
      owner: { kind: 'system' },
      asset: 'USD',
      purpose: externalPurpose('signup_rewards'),
    }),
    getOrCreateAccount(tx, tenantId, { owner: { kind: 'user', userId }, asset: 'USD', purpose: 'available' }),
  ]);
  await transfer(tx, tenantId, {
    kind: 'signup_reward',
    postings: [
      { account: budget, amountUnits: -units },
      { account: available, amountUnits: units },
    ],
    idempotencyKey: `signup_reward:${userId}`,
  });
}

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
  await creditSignupReward(tx, input.tenantId, input.userId, units);
  return units;
}
