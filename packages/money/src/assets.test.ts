import { describe, expect, it } from 'vitest';
import { assetScales, ledgerIntegrationScale, scaleOf } from './assets';

describe('scaleOf', () => {
  it('gives each known currency its decimals', () => {
    expect(scaleOf('USD')).toBe(2);
    expect(scaleOf('USDC')).toBe(6);
    expect(scaleOf('BTC')).toBe(8);
    expect(scaleOf('ETH')).toBe(18);
    expect(assetScales).toEqual({ USD: 2, USDC: 6, BTC: 8, ETH: 18 });
  });

  it('ignores the case of the asset code', () => {
    expect(scaleOf('usdc')).toBe(6);
  });

  it('scales ledger-integration assets and shares by 1e-8', () => {
    expect(ledgerIntegrationScale).toBe(8);
    expect(scaleOf('BMN')).toBe(8);
    expect(scaleOf('ACME-SHARES')).toBe(8);
    expect(scaleOf('toString')).toBe(8);
  });
});
