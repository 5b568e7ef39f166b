import { describe, expect, it } from 'vitest';
import { visibleTextSchema } from './text';

const name = visibleTextSchema(100);
const messagesOf = (value: unknown) => name.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('visible text (names and addresses)', () => {
  it('accepts names in any script, and trims them', () => {
    for (const given of ['Ada', 'José Álvarez', 'Zoë', '李小龍', 'محمد', "O'Brien-Smith"]) {
      expect(name.parse(` ${given} `)).toBe(given);
    }
  });

  it('keeps a joiner inside a name that needs one, among visible characters', () => {
    expect(name.parse('क्‍ष')).toBe('क्‍ष');
  });

  it('refuses a name of only invisible characters', () => {
    for (const hidden of ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\u00AD', '\u3164']) {
      expect(messagesOf(hidden), JSON.stringify(hidden)).toContain('Must contain visible characters');
    }
  });

  it('refuses direction controls anywhere in the text', () => {
    for (const spoof of ['Ann\u202Eeb', '\u202Dx', 'a\u2066b\u2069', 'x\u200Fy']) {
      expect(messagesOf(spoof), JSON.stringify(spoof)).toContain('Must not contain text direction control characters');
    }
  });

  it('stores the composed form of a name typed with combining marks', () => {
    expect(name.parse('Jose\u0301')).toBe('Jos\u00E9');
  });

  it('refuses an empty name and one past the limit', () => {
    expect(messagesOf('   ')).toContain('Required');
    expect(messagesOf('a'.repeat(101))).toContain('At most 100 characters');
    expect(messagesOf(42)).toContain('Required');
  });
});
