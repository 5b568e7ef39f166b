import { assetScales, formatAmount, formatUnits, MoneyParseError, maxScale, parseUnits } from '@invest/money';

/**
 * An amount typed into a text field: US dollars by default (SPEC 5: 2 decimals, thousand
 * separators), or an asset with more decimals (bitcoin, a coin to swap) when `decimals` says so.
 * What the user sees keeps the separators; what the API gets is a plain decimal string, never a float.
 */

const usdScale = assetScales.USD;
/** The most whole digits the contract's usdAmountSchema takes. */
const maxWholeDigits = 15;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The text tidied on every keystroke: only digits and one '.', no leading zeros, at most 15 whole
 * digits and `decimals` decimals (2 unless told), the whole part grouped by ','. "1234567.8" shows
 * as "1,234,567.8"; a trailing '.' stays so the cents can follow; no point where no decimals are taken.
 */
export function formatAmountEntry(text: string, decimals: number = usdScale): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const pointAt = cleaned.indexOf('.');
  const whole = (pointAt === -1 ? cleaned : cleaned.slice(0, pointAt))
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxWholeDigits);
  if (pointAt === -1 || decimals === 0) return groupThousands(whole);
  const fraction = cleaned
    .slice(pointAt + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${groupThousands(whole || '0')}.${fraction}`;
}

/**
 * Where the caret belongs once `typed` became `formatted`: after as many digits and points as were
 * before it, so typing in the middle of "1,234" does not throw the caret to the end.
 */
export function caretAfterFormatting(typed: string, caret: number, formatted: string): number {
  const kept = typed.slice(0, caret).replace(/[^\d.]/g, '').length;
  let seen = 0;
  for (let at = 0; at < formatted.length; at += 1) {
    if (seen === kept) return at;
    if (/[\d.]/.test(formatted.charAt(at))) seen += 1;
  }
  return formatted.length;
}

/**
 * The plain decimal string the API takes: US dollars with their 2 decimals ("1,234,567.8" →
 * "1234567.80"), other amounts without trailing zeros ("0.50000" → "0.5"); undefined when nothing
 * was entered. Text that is not an amount is passed on as it is, for the contract schema to refuse
 * with its own message.
 */
export function amountEntryToDecimal(entry: string, decimals: number = usdScale): string | undefined {
  const plain = entry.replace(/,/g, '').replace(/\.$/, '');
  if (plain === '') return undefined;
  try {
    const units = parseUnits(plain, decimals);
    return decimals === usdScale
      ? formatAmount(units, usdScale, 'usd').replace(/,/g, '')
      : formatUnits(units, decimals);
  } catch (error) {
    if (error instanceof MoneyParseError) return plain;
    throw error;
  }
}

/** A decimal string of US dollars as SPEC 5 shows it: "1000000" → "1,000,000.00", "1.505" → "1.51". */
export function formatUsd(decimal: string): string {
  return formatAmount(parseUnits(decimal, maxScale), maxScale, 'usd');
}

/** The entry completed when the user leaves the field ("1,234.5" → "1,234.50"); blank stays blank. */
export function completeAmountEntry(entry: string): string {
  const decimal = amountEntryToDecimal(entry);
  if (decimal === undefined) return '';
  try {
    return formatUsd(decimal);
  } catch (error) {
    if (error instanceof MoneyParseError) return entry;
    throw error;
  }
}
