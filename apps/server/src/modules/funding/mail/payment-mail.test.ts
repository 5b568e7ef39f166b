import type { Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { paymentMail, paymentMailKindOf } from './payment-mail';

const lightningDeposit: Payment = {
  id: 'a6f1c7a8-2a7e-4d43-9a55-0d5b0c9b2d11',
  direction: 'deposit',
  method: 'LIGHTNING',
  provider: 'ibex',
  provider_reference: 'inv-1',
  asset: 'BTC',
  amount: '0.0015625',
  fee: '0',
  status: 'COMPLETED',
  failure_reason: null,
  is_sandbox: true,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  completed_at: '2026-03-02T12:00:00.000Z',
};

describe('which mail a payment calls for', () => {
  it.each([
    ['deposit', 'PENDING', null],
    ['deposit', 'confirmed', 'deposit-credited'],
    ['deposit', 'COMPLETED', 'deposit-credited'],
    ['deposit', 'FAILED', 'payment-failed'],
    ['withdrawal', 'PENDING', 'withdrawal-requested'],
    ['withdrawal', 'confirmed', null],
    ['withdrawal', 'COMPLETED', 'withdrawal-sent'],
    ['withdrawal', 'FAILED', 'payment-failed'],
  ] as const)('a %s that is %s: %s', (direction, status, kind) => {
    expect(paymentMailKindOf({ direction, status })).toBe(kind);
  });
});

describe('the mail about a payment', () => {
  it('shows a small bitcoin deposit exactly, with no internal method code', () => {
    const mail = paymentMail(
      'deposit-credited',
      lightningDeposit,
      { to: 'ada@example.test', firstName: 'Ada' },
      { company: 'Acme Capital', origin: 'https://acme.test' },
    );
    expect(mail.subject).toBe('Acme Capital: 0.0015625 BTC added to your account');
    expect(mail.text).toContain(
      'Your Lightning deposit of 0.0015625 BTC has been credited to your Acme Capital account.',
    );
    expect(mail.text).not.toContain('LIGHTNING');
    expect(mail.text).not.toContain('fee');
  });
});
