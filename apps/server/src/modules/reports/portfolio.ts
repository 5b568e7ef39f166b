import type { Portfolio, PortfolioPosition, PortfolioPriceSource, PortfolioReturn } from '@invest/contracts';
import { formatUnits, mulDivRound, scaleOf } from '@invest/money';
import { type Holding, type Replay, realizedUnitsOf } from './cost-basis';
import { dollarsOf, type Price, parPrice, percentOf, valuationCurrency, valuationScale } from './valuation';

/** What an asset is worth now, where that price comes from, and what it was worth when the day began. */
export interface AssetQuote {
  market: string;
  name: string;
  price: Price;
  source: PortfolioPriceSource;
  previousClose: Price;
}

/** The cash balances (base units) as the ledger splits them. */
export interface CashBalance {
  asset: string;
  availableUnits: bigint;
  heldUnits: bigint;
}

export interface PortfolioInput {
  replay: Replay;
  cash: readonly CashBalance[];
  quotes: ReadonlyMap<string, AssetQuote>;
  asOf: Date;
}

/** Average costs are shown to a hundredth of a cent. */
const averageCostScale = 4;
const dollars = (cents: bigint) => formatUnits(cents, valuationScale);
const returnOf = (amount: bigint, base: bigint): PortfolioReturn => {
  const percent = percentOf(amount, base);
  return { amount: dollars(amount), percent: percent === null ? null : formatUnits(percent, 2) };
};

/** A holding's value now, and today's gain: now less the day's opening value, less what went in, plus what came out. */
function valuationOf(holding: Holding, quote: AssetQuote) {
  const marketValue = dollarsOf(holding.asset, holding.quantityUnits, quote.price);
  const openingValue = dollarsOf(holding.asset, holding.openingQuantityUnits, quote.previousClose);
  const today = marketValue - openingValue - holding.todayCostInUnits + holding.todayProceedsUnits;
  return { marketValue, today, todayBase: openingValue + holding.todayCostInUnits };
}

function positionOf(holding: Holding, quote: AssetQuote | undefined): PortfolioPosition {
  const scale = scaleOf(holding.asset);
  const valuation = quote ? valuationOf(holding, quote) : null;
  return {
    asset: holding.asset,
    name: quote?.name ?? holding.asset,
    market: quote?.market ?? null,
    quantity: formatUnits(holding.quantityUnits, scale),
    price: quote ? formatUnits(quote.price.units, quote.price.scale) : null,
    price_source: quote?.source ?? null,
    market_value: valuation ? dollars(valuation.marketValue) : null,
    cost_basis: dollars(holding.costUnits),
    average_cost:
      holding.quantityUnits > 0n
        ? formatUnits(
            mulDivRound(
              holding.costUnits,
              10n ** BigInt(scale + averageCostScale - valuationScale),
              holding.quantityUnits,
              'half-up',
            ),
            averageCostScale,
          )
        : null,
    today_return: valuation ? returnOf(valuation.today, valuation.todayBase) : null,
    total_return: valuation ? returnOf(valuation.marketValue - holding.costUnits, holding.costUnits) : null,
    realized_return: dollars(holding.realizedUnits),
  };
}

const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

/**
 * The investor's portfolio from the replay of their ledger and the prices of now: each position
 * held (largest value first), cash and buying power, and the totals. The value is each balance at
 * its price; the total return is the value less net deposits, today's return the change since the
 * day began less today's net deposits.
 */
export function portfolioOf(input: PortfolioInput): Portfolio {
  const { replay, quotes } = input;
  const holdings = [...replay.holdings.values()];
  const valuations = holdings.flatMap((holding) => {
    const quote = quotes.get(holding.asset);
    return quote ? [valuationOf(holding, quote)] : [];
  });
  const positionsValue = sum(valuations.map((valuation) => valuation.marketValue));
  const cashValue = sum([...replay.cash].map(([asset, units]) => dollarsOf(asset, units, parPrice)));
  const value = positionsValue + cashValue;
  const todayReturn = sum(valuations.map((valuation) => valuation.today)) + replay.todayOtherRealizedUnits;
  const todayNetDeposits = replay.netDepositsByDay.get(input.asOf.toISOString().slice(0, 10)) ?? 0n;
  const openingValue = value - todayReturn - todayNetDeposits;
  const held = holdings
    .filter((holding) => holding.quantityUnits !== 0n)
    .map((holding) => {
      const quote = quotes.get(holding.asset);
      return { holding, quote, value: quote ? dollarsOf(holding.asset, holding.quantityUnits, quote.price) : -1n };
    })
    .sort((a, b) =>
      a.value === b.value ? a.holding.asset.localeCompare(b.holding.asset) : a.value > b.value ? -1 : 1,
    );
  const usd = input.cash.find((balance) => balance.asset === valuationCurrency);
  return {
    currency: valuationCurrency,
    as_of: input.asOf.toISOString(),
    positions: held.map(({ holding, quote }) => positionOf(holding, quote)),
    cash: input.cash.map((balance) => ({
      asset: balance.asset,
      available: formatUnits(balance.availableUnits, scaleOf(balance.asset)),
      held: formatUnits(balance.heldUnits, scaleOf(balance.asset)),
      total: formatUnits(replay.cash.get(balance.asset) ?? 0n, scaleOf(balance.asset)),
    })),
    buying_power: dollars(usd?.availableUnits ?? 0n),
    totals: {
      value: dollars(value),
      positions_value: dollars(positionsValue),
      cash_value: dollars(cashValue),
      cost_basis: dollars(sum(held.map(({ holding }) => holding.costUnits))),
      net_deposits: dollars(replay.netDepositUnits),
      total_return: returnOf(value - replay.netDepositUnits, replay.netDepositUnits),
      today_return: returnOf(todayReturn, openingValue + replay.todayDepositUnits),
      realized_return: dollars(realizedUnitsOf(replay)),
    },
    unpriced: held
      .filter(({ quote }) => !quote)
      .map(({ holding }) => holding.asset)
      .sort(),
  };
}
