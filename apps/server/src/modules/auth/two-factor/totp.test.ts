import { describe, expect, it } from 'vitest';
import { matchTotpStep, totpCode } from './totp';

/** RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890" in base32. */
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(vectors)('at T=%i gives the last six digits of %s', async (seconds, eightDigits) => {
    expect(await totpCode(rfcSecret, new Date(seconds * 1000))).toBe(eightDigits.slice(2));
  });

  it('accepts a code one step either side and refuses two steps away', async () => {
    const at = new Date(1111111109 * 1000);
    const code = await totpCode(rfcSecret, at);
    const step = Math.floor(1111111109 / 30);
    expect(await matchTotpStep(rfcSecret, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(await matchTotpStep(rfcSecret, code, new Date(at.getTime() - 30_000))).toBe(step);
    expect(await matchTotpStep(rfcSecret, code, new Date(at.getTime() + 60_000))).toBeNull();
  });
});
