import { describe, expect, it } from 'vitest';
import { formatAssetAmount } from './asset-display';

describe('an amount of an asset as people read it', () => {
  it('shows US dollars and digital assets with 2 decimals and thousand separators', () => {
    expect(formatAssetAmount(123_450n, 2, 'USD')).toBe('1,234.50');
    expect(formatAssetAmount(123_456n, 6, 'USDC')).toBe('0.12');
  });

  it('shows bitcoin exactly, so a small deposit does not read as nothing', () => {
    expect(formatAssetAmount(156_250n, 8, 'BTC')).toBe('0.0015625');
    expect(formatAssetAmount(100_000_000n, 8, 'BTC')).toBe('1.0000');
  });
});
