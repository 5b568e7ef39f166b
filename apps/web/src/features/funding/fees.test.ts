import type { PaymentRule } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format/money';
import { netOf, quoteFee } from './fees';

const rule = (fee_pct: string): PaymentRule => ({
  method: 'CARD',
  enabled: true,
  min_amount: '10',
  max_amount: '5000',
  fee_pct,
});

describe('funding amounts', () => {
  it('charges the fee as the server does: a percentage rounded up, out of the amount', () => {
    const shown = (quote: ReturnType<typeof quoteFee>) =>
      quote && { fee: formatMoney(quote.fee, 'USD'), net: formatMoney(quote.net, 'USD') };
    expect(shown(quoteFee('100.01', 'USD', rule('1.5')))).toEqual({ fee: '1.51', net: '98.50' });
    expect(shown(quoteFee('100', 'USD', undefined))).toEqual({ fee: '0.00', net: '100.00' });
  });

  it('tells what a payment moved net of its fee', () => {
    expect(formatMoney(netOf({ amount: '100.000000', fee: '1.510000' }), 'USDC')).toBe('98.49');
  });

  it('quotes nothing for text that is not an amount', () => {
    expect(quoteFee(undefined, 'USD', rule('1'))).toBeNull();
    expect(quoteFee('12.345', 'USD', rule('1'))).toBeNull();
  });
});
