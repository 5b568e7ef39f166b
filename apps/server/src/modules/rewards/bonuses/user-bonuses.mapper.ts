import type { UserBonus } from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import type { BonusState, BonusUser } from './user-bonuses.repository';

export function toUserBonus(user: BonusUser, state: BonusState): UserBonus {
  return {
    id: user.id,
    investor_id: user.investorId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    last_bonus_date: state.lastPaidAt?.toISOString() ?? null,
    amount_due: formatUnits(state.dueUnits, assetScales.USD),
    currency: 'USD',
  };
}
