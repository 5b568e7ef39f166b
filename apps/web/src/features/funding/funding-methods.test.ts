import type { PaymentRule } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { fundingOptions } from './funding-methods';

const rule = (method: string, enabled = true): PaymentRule => ({
  method,
  enabled,
  min_amount: '10',
  max_amount: '100',
  fee_pct: '1',
});

describe('funding options', () => {
  it('leaves out a method the domain switched off and keeps the catalogue order', () => {
    const options = fundingOptions([rule('BANK TRANSFER'), rule('BMN', false), rule('CARD')]);
    expect(options.map((option) => option.method)).not.toContain('BMN');
    expect(options[0]?.method).toBe('CARD');
    expect(options[1]?.rule?.method).toBe('BANK TRANSFER');
  });

  it('offers a method without a rule without limits', () => {
    const options = fundingOptions([]);
    expect(options.find((option) => option.method === 'CARD')?.rule).toBeUndefined();
  });

  it('leads every method the server takes to its screen', () => {
    const screens = fundingOptions([]).flatMap((option) => (option.path ? [option.method] : []));
    expect(screens).toEqual([
      'CARD',
      'BANK TRANSFER',
      'USDC TRANSFER',
      'METAMASK',
      'LIGHTNING',
      'CHANGENOW',
      'TRANSAK',
      'CHANGELLY_SWAP',
      'CHANGELLY_BUY',
      'BMN',
    ]);
    expect(fundingOptions([]).find((option) => option.method === 'CHANGELLY_BUY')?.path).toBe('/funding/changelly-buy');
  });
});
