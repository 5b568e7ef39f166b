import { formatUnits, MoneyParseError, mulDivRound, parseUnits } from '@invest/money';

/**
 * What a Lightning invoice asks for, worked out in the browser as the server does it (see the
 * server's invoiceSatsOf) so the investor sees the bitcoin before asking for the invoice: bitcoin
 * units as they are, any other currency at the provider's price of one bitcoin, rounded down to a
 * whole satoshi.
 */

const btcScale = 8;
const satsPerBitcoin = 100_000_000n;

/** Satoshis in one unit of each bitcoin currency the provider prices invoices in. */
const bitcoinUnits: Record<string, bigint> = { BTC: 1n, SATS: satsPerBitcoin, MSAT: satsPerBitcoin * 1000n };

/** The decimals an amount of `currency` is typed with: bitcoin 8, satoshis and millisatoshis none, money 2. */
export function invoiceDecimalsOf(currency: string): number {
  if (currency === 'BTC') return btcScale;
  return currency in bitcoinUnits ? 0 : 2;
}

/**
 * The bitcoin (8 decimals) an invoice for `amount` of `currency` asks for, or null when it cannot be
 * told yet (no amount, no price of a money currency) or is less than one satoshi.
 */
export function invoiceBtcOf(
  amount: string | undefined,
  currency: string,
  btcPrice: string | undefined,
): string | null {
  if (amount === undefined) return null;
  let units: bigint;
  try {
    units = parseUnits(amount, btcScale);
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
  const perUnit = bitcoinUnits[currency];
  let sats: bigint;
  if (perUnit !== undefined) {
    sats = units / perUnit;
  } else {
    if (btcPrice === undefined) return null;
    sats = mulDivRound(units, satsPerBitcoin, parseUnits(btcPrice, btcScale), 'down');
  }
  return sats > 0n ? formatUnits(sats, btcScale) : null;
}
