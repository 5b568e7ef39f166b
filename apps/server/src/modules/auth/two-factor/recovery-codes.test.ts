import { recoveryCodeCount, recoveryCodeSchema } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { createRecoveryCodes, formatRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('makes a set of distinct ten-character codes without look-alike characters', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{10}$/);
  });

  it('shows a code in two groups of five that read back as the same code', () => {
    const [code = ''] = createRecoveryCodes();
    const shown = formatRecoveryCode(code);
    expect(shown).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeSchema.parse(shown)).toBe(code);
    expect(recoveryCodeSchema.parse(` ${shown.toUpperCase().replace('-', ' ')} `)).toBe(code);
  });

  it('refuses a code of the wrong length or with other characters', () => {
    expect(recoveryCodeSchema.safeParse('abcde-2345').success).toBe(false);
    expect(recoveryCodeSchema.safeParse('abcde-2345!').success).toBe(false);
    expect(recoveryCodeSchema.safeParse('123456').success).toBe(false);
  });
});
