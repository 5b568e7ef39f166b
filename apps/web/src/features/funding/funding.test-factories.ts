import type { Payment, PaymentRule, SwapQuote } from '@invest/contracts';

/** Test data of the funding screens: payments, rules and quotes as the API answers them. */

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'payment-1',
    direction: 'deposit',
    method: 'USDC TRANSFER',
    provider: 'fireblocks',
    provider_reference: null,
    asset: 'USDC',
    amount: '25',
    fee: '0',
    status: 'PENDING',
    failure_reason: null,
    is_sandbox: true,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-01T10:00:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

export function makeRule(overrides: Partial<PaymentRule> = {}): PaymentRule {
  return { method: 'CHANGENOW', enabled: true, min_amount: '50', max_amount: '50000', fee_pct: '1', ...overrides };
}

export function makeQuote(overrides: Partial<SwapQuote> = {}): SwapQuote {
  return {
    from_currency: 'eth',
    from_network: 'eth',
    from_amount: '0.02',
    to_currency: 'usdc',
    to_network: 'eth',
    to_amount: '60',
    rate_id: null,
    valid_until: null,
    min: null,
    max: null,
    is_sandbox: true,
    ...overrides,
  };
}
