import type {
  Currency,
  FundingMethod,
  MyCurrencyList,
  PlatformCurrency,
  PlatformCurrencyList,
  PreTrade,
  TradeBlocker,
} from '@invest/contracts';
import { displayDecimalsOf, formatUnits, scaleOf } from '@invest/money';
import { getBalances } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';

/**
 * GET currencies, account/mycurrencies and pre-trade (SPEC 7 "Dashboard" and "Account"): the assets a
 * domain's users can hold, with the funding methods that bring each in and the markets that trade it
 * (the trading host's GET /api/currencies is the one source of markets), the caller's balances in
 * them, and what the trading screen checks before an order.
 */

/** The asset each funding method credits. ChangeNOW sells USDC for fiat (credited as USD) and swaps coins for USDC. */
const methodAssets: Record<FundingMethod, string[]> = {
  'BANK TRANSFER': ['USD'],
  CARD: ['USD'],
  TRANSAK: ['USD'],
  CHANGELLY_BUY: ['USD'],
  CHANGENOW: ['USD', 'USDC'],
  'USDC TRANSFER': ['USDC'],
  METAMASK: ['USDC'],
  CHANGELLY_SWAP: ['USDC'],
  LIGHTNING: ['BTC'],
  BMN: ['BMN'],
};

/** The platform's own currencies: their names and kinds. */
const knownAssets: Record<string, { name: string; kind: PlatformCurrency['kind'] }> = {
  USD: { name: 'US Dollar', kind: 'fiat' },
  USDC: { name: 'USD Coin', kind: 'digital' },
  BTC: { name: 'Bitcoin', kind: 'digital' },
  ETH: { name: 'Ether', kind: 'digital' },
  BMN: { name: 'BMN', kind: 'digital' },
};

/** SPEC 5: cash and digital assets show 2 decimals; units of a listed market are exchange amounts. */
const displayDecimals = (kind: PlatformCurrency['kind']) =>
  displayDecimalsOf(kind === 'fiat' ? 'usd' : kind === 'digital' ? 'digital' : 'exchange');

/** The methods switched on for the domain (a method without a rule has no limits, so it is on). */
async function enabledMethods(
  deps: Pick<FundingDeps, 'lookups' | 'ethereum'>,
  tenantId: string,
): Promise<FundingMethod[]> {
  const rules = await deps.lookups.listPaymentRules(tenantId);
  const isOff = (method: FundingMethod) => rules.some((rule) => rule.method === method && !rule.enabled);
  return (Object.keys(methodAssets) as FundingMethod[]).filter(
    (method) => !isOff(method) && (method !== 'METAMASK' || deps.ethereum !== null),
  );
}

function catalogOf(methods: FundingMethod[], markets: Currency[]): PlatformCurrency[] {
  const catalog = new Map<string, PlatformCurrency>();
  const entry = (asset: string, name?: string) => {
    const existing = catalog.get(asset);
    if (existing) return existing;
    const known = knownAssets[asset];
    const kind = known?.kind ?? 'security';
    const created: PlatformCurrency = {
      asset,
      name: known?.name ?? name ?? asset,
      kind,
      scale: scaleOf(asset),
      display_decimals: displayDecimals(kind),
      funding_methods: [],
      markets: [],
    };
    catalog.set(asset, created);
    return created;
  };
  for (const method of methods) for (const asset of methodAssets[method]) entry(asset).funding_methods.push(method);
  for (const market of markets) {
    entry(market.BaseAsset, market.Name).markets.push(market.Symbol);
    entry(market.QuoteAsset).markets.push(market.Symbol);
  }
  return [...catalog.values()];
}

/** GET currencies: every asset the domain's users can hold, cash first, then digital currencies, then securities. */
export async function findPlatformCurrencies(
  deps: Pick<FundingDeps, 'lookups' | 'ethereum' | 'markets'>,
  tenantId: string,
): Promise<PlatformCurrencyList> {
  const catalog = catalogOf(await enabledMethods(deps, tenantId), await deps.markets(tenantId));
  const order = { fiat: 0, digital: 1, security: 2 };
  catalog.sort((a, b) => order[a.kind] - order[b.kind] || a.asset.localeCompare(b.asset));
  return { items: catalog };
}

/** GET account/mycurrencies: the caller's balance in every asset they have held, what is free and what is set aside. */
export async function findMyCurrencies(
  deps: Pick<FundingDeps, 'db' | 'markets'>,
  actor: Actor,
): Promise<MyCurrencyList> {
  const balances = await getBalances(deps.db, actor.tenantId, actor.userId);
  const names = new Map(catalogOf([], await deps.markets(actor.tenantId)).map((entry) => [entry.asset, entry.name]));
  return {
    items: balances.map((balance) => ({
      asset: balance.asset,
      name: knownAssets[balance.asset]?.name ?? names.get(balance.asset) ?? balance.asset,
      scale: balance.scale,
      available: formatUnits(balance.availableUnits, balance.scale),
      held: formatUnits(balance.heldUnits, balance.scale),
      total: formatUnits(balance.availableUnits + balance.heldUnits, balance.scale),
    })),
  };
}

/**
 * GET pre-trade: orders need a verified email and a completed onboarding (an investor account), the
 * trading host's own rule; the identity check's state is shown beside it. Balances are what can be
 * spent now; fees are each market's, a percent of the order's value in its quote asset.
 */
export async function getPreTrade(
  deps: Pick<FundingDeps, 'db' | 'markets' | 'kycStatus'>,
  auth: Actor & { isEmailVerified: boolean; investorId: string | null },
): Promise<PreTrade> {
  const blockers: TradeBlocker[] = [];
  if (!auth.isEmailVerified) blockers.push('email_not_verified');
  if (!auth.investorId) blockers.push('onboarding_incomplete');
  const [kycStatus, balances, markets] = await Promise.all([
    deps.kycStatus(auth),
    getBalances(deps.db, auth.tenantId, auth.userId),
    deps.markets(auth.tenantId),
  ]);
  return {
    can_trade: blockers.length === 0,
    blockers,
    email_verified: auth.isEmailVerified,
    onboarding_completed: auth.investorId !== null,
    kyc_status: kycStatus,
    balances: balances.map((balance) => ({
      asset: balance.asset,
      available: formatUnits(balance.availableUnits, balance.scale),
    })),
    fees: markets.map((market) => ({
      market: market.Symbol,
      quote_asset: market.QuoteAsset,
      fee_pct: market.FeePct,
      is_market_open: market.IsMarketOpen,
    })),
  };
}
