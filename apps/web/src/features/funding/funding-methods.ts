import type { FundingMethod, PaymentRule } from '@invest/contracts';

/**
 * What the app knows of each deposit method beyond the domain's rule (GET payment-options-rules):
 * which screen takes it (none while the server does not: shown as coming soon), the asset its rule's
 * limits and fee are counted in, how fast the money usually arrives, and what happens to it when the
 * payment fails. The texts are under `funding.methods.<key>` in en-funding.ts.
 */
export interface FundingMethodInfo {
  method: FundingMethod;
  /** The key of its texts. */
  key:
    | 'card'
    | 'bank'
    | 'usdc'
    | 'metamask'
    | 'lightning'
    | 'changenow'
    | 'transak'
    | 'changellySwap'
    | 'changellyBuy'
    | 'bmn';
  asset: string;
  /** The screen that takes the deposit, or null while the server does not support the method yet. */
  path: string | null;
}

export const fundingMethodCatalogue: readonly FundingMethodInfo[] = [
  { method: 'CARD', key: 'card', asset: 'USD', path: '/funding/card' },
  { method: 'BANK TRANSFER', key: 'bank', asset: 'USD', path: '/funding/bank-transfer' },
  { method: 'USDC TRANSFER', key: 'usdc', asset: 'USDC', path: '/funding/usdc' },
  { method: 'METAMASK', key: 'metamask', asset: 'USDC', path: '/funding/metamask' },
  { method: 'LIGHTNING', key: 'lightning', asset: 'BTC', path: '/funding/lightning' },
  { method: 'CHANGENOW', key: 'changenow', asset: 'USD', path: '/funding/changenow' },
  { method: 'TRANSAK', key: 'transak', asset: 'USD', path: '/funding/transak' },
  { method: 'CHANGELLY_SWAP', key: 'changellySwap', asset: 'USDC', path: '/funding/changelly' },
  { method: 'CHANGELLY_BUY', key: 'changellyBuy', asset: 'USD', path: '/funding/changelly-buy' },
  { method: 'BMN', key: 'bmn', asset: 'BMN', path: '/funding/bmn' },
];

export interface FundingOption extends FundingMethodInfo {
  /** The domain's rule; undefined when the domain sets none (no limits, no fee). */
  rule: PaymentRule | undefined;
}

/**
 * The methods this domain offers, in the catalogue's order: a method the domain switched off is
 * left out; one without a rule is offered without limits or fee.
 */
export function fundingOptions(rules: readonly PaymentRule[]): FundingOption[] {
  return fundingMethodCatalogue.flatMap((info) => {
    const rule = rules.find((candidate) => candidate.method === info.method);
    return rule?.enabled === false ? [] : [{ ...info, rule }];
  });
}

/** The rule of one method, for a screen's live fee and limits. */
export function ruleOf(rules: readonly PaymentRule[] | undefined, method: FundingMethod): PaymentRule | undefined {
  return rules?.find((rule) => rule.method === method && rule.enabled);
}
