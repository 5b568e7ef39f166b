/**
 * The percentage `part` is of `whole` (two decimal strings of one asset), for bars and their labels:
 * display only, never money, so a float is good enough; 0 when the whole is 0.
 */
export function shareOf(part: string, whole: string): number {
  const total = Number(whole);
  if (!(total > 0)) return 0;
  return Math.min(100, (Number(part) / total) * 100);
}

/** "37.5" → "37.5", "33.3333" → "33.3", "100" → "100". */
export function percentLabel(percent: number): string {
  return String(Math.round(percent * 10) / 10);
}
