import type { UsdcConversion } from '@invest/contracts';
import { usdcConversionRequestSchema } from '@invest/contracts/usdc';
import { describe, expect, it } from 'vitest';
import {
  conversionPollingInterval,
  conversionRequestOf,
  hasSettledSince,
  sourceOf,
  zeroAmountProblem,
} from './usdc-conversions';

const conversion = (id: string, status: UsdcConversion['status']): UsdcConversion => ({
  id,
  from: 'USDC',
  to: 'USD',
  amount: '10',
  status,
  failure_reason: null,
  is_sandbox: true,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  completed_at: null,
});

describe('the Convert form', () => {
  it('takes the amount from the other asset than the one received', () => {
    expect(sourceOf('USD')).toBe('USDC');
    expect(sourceOf('USDC')).toBe('USD');
  });

  it('sends the typed amount as the plain decimal the route takes', () => {
    const request = conversionRequestOf({ amount: '1,234.5', to: 'USDC' });
    expect(request).toEqual({ amount: '1234.50', to: 'USDC' });
    expect(usdcConversionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves a blank amount for the contract to refuse as missing', () => {
    const request = conversionRequestOf({ amount: '', to: 'USD' });
    expect(usdcConversionRequestSchema.safeParse(request).success).toBe(false);
  });

  it('refuses an amount of zero before asking the server, and nothing else', () => {
    expect(zeroAmountProblem('0.00', 'zero')).toBe('zero');
    expect(zeroAmountProblem('0.', 'zero')).toBe('zero');
    expect(zeroAmountProblem('0.01', 'zero')).toBeNull();
    expect(zeroAmountProblem('', 'zero')).toBeNull();
  });
});

describe('the latest conversions', () => {
  it('are read again while one is pending, and no longer once none is', () => {
    expect(conversionPollingInterval([conversion('a', 'COMPLETED'), conversion('b', 'PENDING')])).toBe(2000);
    expect(conversionPollingInterval([conversion('a', 'COMPLETED'), conversion('b', 'CANCELLED')])).toBe(0);
    expect(conversionPollingInterval([])).toBe(0);
  });

  it('tell when a pending conversion has settled, so the balances are read again', () => {
    const before = [conversion('a', 'PENDING'), conversion('b', 'COMPLETED')];
    expect(hasSettledSince(before, [conversion('a', 'COMPLETED'), conversion('b', 'COMPLETED')])).toBe(true);
    expect(hasSettledSince(before, [conversion('a', 'FAILED')])).toBe(true);
    expect(hasSettledSince(before, [conversion('c', 'PENDING'), ...before])).toBe(false);
    expect(hasSettledSince([], before)).toBe(false);
  });
});
