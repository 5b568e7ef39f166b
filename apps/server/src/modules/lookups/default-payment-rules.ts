import type { PaymentRule } from '@invest/contracts';

/** The funding methods of SPEC 4 with their limits (USD) and fee, for a domain that set none. */
export const defaultPaymentRules: PaymentRule[] = [
  { method: 'USDC TRANSFER', enabled: true, min_amount: '10', max_amount: '1000000', fee_pct: '0' },
  { method: 'BANK TRANSFER', enabled: true, min_amount: '100', max_amount: '1000000', fee_pct: '0' },
  { method: 'CHANGENOW', enabled: true, min_amount: '50', max_amount: '50000', fee_pct: '1' },
  { method: 'TRANSAK', enabled: true, min_amount: '30', max_amount: '20000', fee_pct: '1.5' },
  { method: 'CHANGELLY_SWAP', enabled: true, min_amount: '50', max_amount: '50000', fee_pct: '0.5' },
  { method: 'CHANGELLY_BUY', enabled: true, min_amount: '50', max_amount: '20000', fee_pct: '1.5' },
  { method: 'METAMASK', enabled: true, min_amount: '10', max_amount: '100000', fee_pct: '0' },
  { method: 'BMN', enabled: true, min_amount: '10', max_amount: '100000', fee_pct: '0' },
];
