/**
 * A price axis formatter showing a chart's values as the rest of the screen shows amounts (SPEC 5),
 * `format` taking a plain decimal string of `decimals` places. The axis may run below zero (its
 * margin under the lowest value): such a tick keeps its minus sign.
 */
export function axisAmountFormatter(format: (decimal: string) => string, decimals: number) {
  return (value: number): string => `${value < 0 ? '-' : ''}${format(Math.abs(value).toFixed(decimals))}`;
}
