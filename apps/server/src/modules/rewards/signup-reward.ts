import { assetScales, MoneyParseError, toUnits } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { externalPurpose, getOrCreateAccount, transfer } from '../ledger';

/**
 * A tenant may give every new account a signup reward: `configs.signup_reward` in US dollars
 * ("25.00"). It is credited at sign-up through the ledger, from the tenant's promotions budget (the
 * outside account external:signup_rewards); the user's record keeps its amount and time, which
 * decide the SPEC 4 redirect to /invites after the contact step.
 */
function signupRewardUnitsOf(configs: Record<string, unknown>): bigint | null {
  const value = configs.signup_reward;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const units = toUnits(String(value), assetScales.USD);
    return units > 0n ? units : null;
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
}

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

/** The domain's signup reward for a new user, credited in the caller's transaction: its units, or null when none is set. */
export async function grantSignupReward(
  tx: Database,
  input: { tenantId: string; userId: string; configs: Record<string, unknown> },
): Promise<bigint | null> {
  const units = signupRewardUnitsOf(input.configs);
  if (units === null) return null;
  await creditSignupReward(tx, input.tenantId, input.userId, units);
  return units;
}
