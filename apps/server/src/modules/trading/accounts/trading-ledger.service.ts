import {
  integrationServices,
  type LedgerAsset,
  type LedgerTransfer,
  type LedgerTransferRequest,
} from '@invest/contracts';
import { formatUnits, MoneyParseError, scaleOf, toUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { getBalances, getOrCreateAccount, getOrCreateUserAccounts, getVenueBalances, transfer } from '../../ledger';
import { findInstruments, getInstrument, venueOf } from '../markets/instruments';
import type { TradingDeps } from '../trading.deps';
import { getOwnTradingAccount } from './trading-accounts.service';
import { type Holding, toLedgerAsset } from './trading-ledger.mapper';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Everything the investor holds, per asset: available, held, and at each venue. */
async function findHoldings(db: Database, scope: Scope): Promise<Map<string, Holding>> {
  const holdings = new Map<string, Holding>();
  const holdingOf = (asset: string) => {
    let holding = holdings.get(asset);
    if (!holding) {
      holding = { availableUnits: 0n, heldUnits: 0n, venues: [] };
      holdings.set(asset, holding);
    }
    return holding;
  };
  for (const balance of await getBalances(db, scope.tenantId, scope.userId)) {
    const holding = holdingOf(balance.asset);
    holding.availableUnits = balance.availableUnits;
    holding.heldUnits = balance.heldUnits;
  }
  for (const venue of integrationServices) {
    for (const balance of await getVenueBalances(db, scope.tenantId, scope.userId, venue)) {
      if (balance.balanceUnits !== 0n) holdingOf(balance.asset).venues.push({ venue, units: balance.balanceUnits });
    }
  }
  return holdings;
}

/** GET /api/ledger/assets/{symbol}: the caller's position in one instrument of the domain. */
export async function getLedgerAsset(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  symbol: string,
): Promise<LedgerAsset> {
  const instrument = await getInstrument(deps.db, actor.tenantId, symbol);
  return toLedgerAsset(symbol, instrument, (await findHoldings(deps.db, actor)).get(symbol));
}

/**
 * GET /api/ledger/{account}/assets: every asset of the caller's trading account, each instrument of
 * the domain (held or not) and every other asset they hold, by symbol.
 */
export async function findAccountAssets(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  account: string,
): Promise<LedgerAsset[]> {
  await getOwnTradingAccount(deps, actor, account);
  const instruments = await findInstruments(deps.db, actor.tenantId);
  const holdings = await findHoldings(deps.db, actor);
  const symbols = [...new Set([...instruments.keys(), ...holdings.keys()])].sort();
  return symbols.map((symbol) => toLedgerAsset(symbol, instruments.get(symbol), holdings.get(symbol)));
}

/** A signed quantity of the instrument at its ledger scale; 400 when it is not one, or zero. */
function readSignedAmount(value: string | number, symbol: string): bigint {
  let units: bigint;
  try {
    units = toUnits(value, scaleOf(symbol), { allowNegative: true });
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid('amount', error.message);
    throw error;
  }
  if (units === 0n) throw invalid('amount', 'The amount must not be zero');
  return units;
}

/**
 * POST /api/ledger/{account}/assets: moves a quantity of an instrument between the caller's available
 * balance and their balance at the venue it trades on (positive: to the venue; negative: back), as
 * one ledger transfer between their own accounts. Beyond what the giving side has: INS-1, nothing
 * moves. The same Idempotency-Key moves nothing again.
 */
export async function moveInstrument(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  account: string,
  body: LedgerTransferRequest,
  idempotencyKey: string,
): Promise<LedgerTransfer> {
  await getOwnTradingAccount(deps, actor, account);
  const instrument = await getInstrument(deps.db, actor.tenantId, body.instrument);
  const venue = venueOf(instrument);
  const units = readSignedAmount(body.amount, instrument.symbol);
  const moved = await inTransaction(deps.db, async (tx) => {
    const { available } = await getOrCreateUserAccounts(tx, actor.tenantId, actor.userId, instrument.symbol);
    const atVenue = await getOrCreateAccount(tx, actor.tenantId, {
      owner: { kind: 'user', userId: actor.userId },
      asset: instrument.symbol,
      purpose: venue,
    });
    return transfer(tx, actor.tenantId, {
      kind: units > 0n ? 'venue.deposit' : 'venue.withdrawal',
      postings: [
        { account: available, amountUnits: -units },
        { account: atVenue, amountUnits: units },
      ],
      idempotencyKey: `venue-transfer:${actor.userId}:${idempotencyKey}`,
      metadata: { integration_service: venue, instrument: instrument.symbol },
    });
  });
  return {
    TransactionId: moved.id,
    Instrument: instrument.symbol,
    IntegrationService: venue,
    Amount: formatUnits(units, scaleOf(instrument.symbol)),
    Asset: await getLedgerAsset(deps, actor, instrument.symbol),
  };
}
