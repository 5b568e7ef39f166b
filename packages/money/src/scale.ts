/** The most decimal places an amount may have: ETH's wei, and the widest display (SPEC 5). */
export const maxScale = 18;

/** A scale is a programming choice, not user input: a wrong one is a bug, so it throws RangeError. */
export function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > maxScale) {
    throw new RangeError(`Scale must be an integer from 0 to ${maxScale}, got ${scale}`);
  }
}

/** 10^0 to 10^maxScale, the exponents amounts use: computed once, as every amount read or shown needs one. */
const powersOfTen = Array.from({ length: maxScale + 1 }, (_, exponent) => 10n ** BigInt(exponent));

export function powerOfTen(exponent: number): bigint {
  return powersOfTen[exponent] ?? 10n ** BigInt(exponent);
}
