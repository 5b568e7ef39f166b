import { assetScales, toUnits } from '@invest/money';
import { configUsdUnits } from '../config-amounts';

/** The asset gift cards are bought and claimed in. */
export const giftCardAsset = 'USD';

/**
 * A domain's gift card rules, from its configs (dollar amounts like `signup_reward`): `gift_card_min`
 * and `gift_card_max` bound a card's amount, `gift_card_valid_days` is how long a card may be claimed
 * before its money goes back to its sender.
 */
export interface GiftCardRules {
  minUnits: bigint;
  maxUnits: bigint;
  validDays: number;
}

const defaults = {
  minUnits: toUnits('5', assetScales.USD),
  maxUnits: toUnits('1000', assetScales.USD),
  validDays: 365,
};

function validDaysOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3650
    ? value
    : defaults.validDays;
}

export function giftCardRulesOf(configs: Record<string, unknown>): GiftCardRules {
  return {
    minUnits: configUsdUnits(configs.gift_card_min) ?? defaults.minUnits,
    maxUnits: configUsdUnits(configs.gift_card_max) ?? defaults.maxUnits,
    validDays: validDaysOf(configs.gift_card_valid_days),
  };
}
