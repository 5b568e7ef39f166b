import type { RegCfLimit } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { regCfMeterOf } from './reg-cf-meter';

const minimum: RegCfLimit = {
  basis: 'minimum',
  limit: '2500',
  used_elsewhere: '500',
  used_here: '1000',
  remaining: '1000',
};

describe('regCfMeterOf', () => {
  it('shows what past commitments used and what the amount would take of the limit', () => {
    expect(regCfMeterOf(minimum, '250')).toEqual({
      limit: '2500',
      remaining: '1000',
      usedPercent: 60,
      amountPercent: 10,
      isOver: false,
    });
  });

  it('accepts the amount that is exactly what is left and refuses a cent more', () => {
    expect(regCfMeterOf(minimum, '1000').isOver).toBe(false);
    expect(regCfMeterOf(minimum, '1000.01').isOver).toBe(true);
  });

  it('gives back the room of the commitment the new one replaces', () => {
    const meter = regCfMeterOf(minimum, '1800', '1000');
    expect(meter).toMatchObject({ remaining: '2000', usedPercent: 20, isOver: false });
  });

  it('never fills the bar past 100 when the amount passes the limit', () => {
    const meter = regCfMeterOf(minimum, '99999');
    expect(meter.usedPercent + meter.amountPercent).toBe(100);
    expect(meter.isOver).toBe(true);
  });

  it('sets no limit for an accredited investor', () => {
    const accredited: RegCfLimit = { ...minimum, basis: 'accredited', limit: null, remaining: null };
    expect(regCfMeterOf(accredited, '1000000')).toMatchObject({ limit: null, isOver: false });
  });
});
