import { mulDivRound, parseUnits } from '@invest/money';
import { invalid } from '../../../platform/errors';
import type { FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import type { InvoiceCurrency } from './lightning-invoices.port';

/** Base units of BTC (satoshis) in one bitcoin, and in one unit of each bitcoin currency the provider lists. */
const satsPerBitcoin = 100_000_000n;
const bitcoinUnitsInSats: Record<string, { per: bigint; name: string }> = {
  BTC: { per: 1n, name: 'bitcoin' },
  SATS: { per: satsPerBitcoin, name: 'sats' },
  MSAT: { per: satsPerBitcoin * 1000n, name: 'millisatoshis' },
};

/**
 * The satoshis an invoice asks for when the investor prices it at `amount` of `currency`: bitcoin
 * units as they are, any other currency at the provider's price of one bitcoin. Rounded down to a
 * whole satoshi, the smallest amount the BTC balance holds (8 decimals); 400 below one.
 */
export async function invoiceSatsOf(
  deps: Pick<FundingDeps, 'lightning'>,
  amount: string | number,
  currency: InvoiceCurrency,
): Promise<bigint> {
  const units = parseAmount(amount, 'BTC');
  const bitcoinUnit = bitcoinUnitsInSats[currency.name];
  let sats: bigint;
  if (bitcoinUnit) {
    if (bitcoinUnit.per > 1n && units % satsPerBitcoin !== 0n) {
      throw invalid('amount', `Use a whole number of ${bitcoinUnit.name}`);
    }
    sats = units / bitcoinUnit.per;
  } else {
    const price = parseUnits(await deps.lightning.getBitcoinPrice(currency.id), 8);
    sats = mulDivRound(units, satsPerBitcoin, price, 'down');
  }
  if (sats <= 0n) throw invalid('amount', 'The amount is less than one satoshi');
  return sats;
}
