import type { BitcoinPrice, LightningAccount, LightningCurrencies } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { AppError } from '../../../platform/errors';
import { getBalances } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import * as repo from '../payments/payments.repository';

const btcScale = 8;

/** GET ibex/currencies: what an invoice may be priced in. */
export async function listLightningCurrencies(deps: Pick<FundingDeps, 'lightning'>): Promise<LightningCurrencies> {
  const currencies = await deps.lightning.listCurrencies();
  return {
    items: currencies.map((currency) => ({ id: currency.id, name: currency.name, is_fiat: currency.isFiat })),
    is_sandbox: deps.lightning.isSandbox,
  };
}

/** GET ibex/btc: the provider's price of one bitcoin in US dollars. */
export async function getBitcoinPrice(deps: Pick<FundingDeps, 'lightning'>): Promise<BitcoinPrice> {
  const usd = (await deps.lightning.listCurrencies()).find((currency) => currency.name === 'USD');
  if (!usd) throw new AppError('SERVICE_UNAVAILABLE', 'The Lightning provider does not price bitcoin in US dollars');
  return { currency: 'USD', price: await deps.lightning.getBitcoinPrice(usd.id), is_sandbox: deps.lightning.isSandbox };
}

/** GET ibex/account: the caller's BTC balance, and the bitcoin their unpaid invoices ask for. */
export async function getLightningAccount(
  deps: Pick<FundingDeps, 'db' | 'lightning'>,
  actor: Actor,
): Promise<LightningAccount> {
  const balance = (await getBalances(deps.db, actor.tenantId, actor.userId)).find((entry) => entry.asset === 'BTC');
  const pending = await repo.findPaymentsWithStatus(deps.db, actor.tenantId, actor.userId, ['PENDING']);
  const pendingUnits = pending
    .filter((row) => row.method === 'LIGHTNING')
    .reduce((sum, row) => sum + row.amountUnits, 0n);
  return {
    asset: 'BTC',
    available: formatUnits(balance?.availableUnits ?? 0n, btcScale),
    held: formatUnits(balance?.heldUnits ?? 0n, btcScale),
    pending: formatUnits(pendingUnits, btcScale),
    is_sandbox: deps.lightning.isSandbox,
  };
}
