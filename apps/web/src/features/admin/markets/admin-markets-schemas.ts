import { lazySchema } from '../../../shared/forms/lazy-schema';

const loadTradingContracts = () => import('@invest/contracts/trading');

/** A new market's request (PUT /api/currencies/{symbol} of a new symbol), loaded on demand (see lazy-schema.ts). */
export const newMarketSchema = lazySchema(async () => (await loadTradingContracts()).newCurrencySchema);

/** The settings an existing market may change (PUT /api/currencies/{symbol}), loaded on demand. */
export const marketSettingsSchema = lazySchema(async () => (await loadTradingContracts()).currencyUpdateSchema);
