import type { Currency } from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { TradingDeps } from '../trading.deps';
import * as repo from './markets.repository';
import { currencyOf } from './markets.service';

/** What an administrator asks of a market's trading: stop it (halt) or start it again (resume), and why. */
export interface MarketHaltChange {
  action: 'halt' | 'resume';
  reason: string;
}

/**
 * POST /api/currencies/{symbol}/halt and /resume (administrators). A halted market takes no new order
 * (TRD-5) and matches nothing, whatever its hours: its resting orders stay in the book, stop orders
 * stay untriggered (nothing trades to trigger them), cancellations go on, and Day orders still end
 * with their session. Resuming lets it trade within its hours again. The change and its audit entry
 * (market.halt or market.resume, with the reason) commit together; then every trading process reads
 * the market again and the websocket's currencies channel tells connected clients. Halting a halted
 * market, or resuming one that is not halted, is a CONFLICT that changes nothing.
 */
export async function changeMarketHalt(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'markets'>,
  tenantId: string,
  actor: AuditActor,
  symbol: string,
  change: MarketHaltChange,
): Promise<Currency> {
  const market = await repo.findMarket(deps.db, tenantId, { symbol });
  if (!market) throw notFound('Market');
  const halt = change.action === 'halt' ? { haltedAt: deps.clock.now(), haltReason: change.reason } : null;
  const changed = await inTransaction(deps.db, async (tx) => {
    const updated = await repo.updateMarketHalt(tx, market.id, halt);
    if (!updated) {
      const state = change.action === 'halt' ? 'halted already' : 'not halted';
      throw new AppError('CONFLICT', `The market ${symbol} is ${state}`);
    }
    await recordAudit(tx, {
      tenantId,
      actor,
      action: `market.${change.action}`,
      object: { kind: 'market', id: symbol },
      reason: change.reason,
      before: { haltedAt: market.haltedAt, haltReason: market.haltReason },
      after: { haltedAt: updated.haltedAt, haltReason: updated.haltReason },
    });
    return updated;
  });
  await deps.markets.changed(changed);
  return currencyOf(deps.db, changed, deps.clock.now());
}
