import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('the time left to pay', () => {
  const deadline = '2024-05-01T10:15:00.000Z';

  it('counts whole seconds up to the deadline and stops at zero', () => {
    expect(secondsUntil(deadline, Date.parse('2024-05-01T10:00:00.000Z'))).toBe(900);
    expect(secondsUntil(deadline, Date.parse('2024-05-01T10:14:59.200Z'))).toBe(1);
    expect(secondsUntil(deadline, Date.parse('2024-05-01T10:16:00.000Z'))).toBe(0);
    expect(secondsUntil('not a date', 0)).toBe(0);
  });

  it('reads as minutes and seconds, with hours past an hour', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
