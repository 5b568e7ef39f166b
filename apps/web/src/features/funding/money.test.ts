import type { PaymentRule } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { formatCoin, formatMoney, netOf, quoteFee } from './money';

const rule = (fee_pct: string): PaymentRule => ({
  method: 'CARD',
  enabled: true,
  min_amount: '10',
  max_amount: '5000',
  fee_pct,
});

describe('funding amounts', () => {
  it('shows US dollars and digital assets with 2 decimals and thousand separators', () => {
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50');
    expect(formatMoney('0.125000', 'USDC')).toBe('0.13');
  });

  it('shows bitcoin and coins to send exactly, with at least 4 decimals', () => {
    expect(formatMoney('0.00015625', 'BTC')).toBe('0.00015625');
    expect(formatMoney('1234', 'BTC')).toBe('1,234.0000');
    expect(formatCoin('0.500000000000000000')).toBe('0.5000');
  });

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
