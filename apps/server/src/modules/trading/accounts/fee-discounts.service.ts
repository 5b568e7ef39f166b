import {
  type DiscountConfirmationRequest,
  type FeeDiscount,
  type FeeDiscountPeriod,
  type FeeDiscountReport,
  feeDiscountProgramme,
  type Page,
  type PageQuery,
} from '@invest/contracts';
import { formatUnits, parseUnits, percentOf, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { getOrCreateAccount, getOrCreateUserAccounts, systemPurposes, transfer } from '../../ledger';
import type { TradingDeps } from '../trading.deps';
import * as repo from './fee-discounts.repository';
import { offsetOf } from './report-dates';
import { getOwnTradingAccount, openTradingAccount } from './trading-accounts.service';
import { findOwnVolumeAndFees } from './trading-reports.repository';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

const { asset, tiers } = feeDiscountProgramme;
const scale = scaleOf(asset);
const money = (units: bigint) => formatUnits(units, scale);

/** YYYY-MM of an instant, UTC. */
const periodOf = (instant: Date) => instant.toISOString().slice(0, 7);

function monthStarting(period: string, monthsLater: number): Date {
  const start = new Date(`${period}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() + monthsLater);
  return start;
}

/** The highest tier the volume reaches ("0" below the first), and the next one. */
function tierOf(volumeUnits: bigint) {
  const reached = tiers.filter((tier) => parseUnits(tier.minVolume, scale) <= volumeUnits);
  const next = tiers.find((tier) => parseUnits(tier.minVolume, scale) > volumeUnits) ?? null;
  return { discountPct: reached.at(-1)?.discountPct ?? '0', next };
}

interface PeriodFigures {
  period: string;
  volumeUnits: bigint;
  feeUnits: bigint;
  discountPct: string;
  discountUnits: bigint;
}

/** What the investor traded and paid in one month, and the discount it earns (rounded down to a cent). */
async function figuresOf(db: Database, scope: Scope, period: string): Promise<PeriodFigures> {
  const { volumeUnits, feeUnits } = await findOwnVolumeAndFees(db, scope, {
    quoteAsset: asset,
    from: monthStarting(period, 0),
    to: monthStarting(period, 1),
  });
  const { discountPct } = tierOf(volumeUnits);
  return { period, volumeUnits, feeUnits, discountPct, discountUnits: percentOf(feeUnits, discountPct, 'down') };
}

function toPeriod(figures: PeriodFigures, isClosed: boolean, confirmedAt: Date | null): FeeDiscountPeriod {
  return {
    Period: figures.period,
    Volume: money(figures.volumeUnits),
    Fees: money(figures.feeUnits),
    DiscountPct: figures.discountPct,
    Discount: money(figures.discountUnits),
    IsClosed: isClosed,
    ConfirmedAt: confirmedAt?.toISOString() ?? null,
  };
}

function toFeeDiscount(row: repo.FeeDiscountRow): FeeDiscount {
  return {
    Period: row.period,
    Asset: row.asset,
    Volume: money(row.volumeUnits),
    Fees: money(row.feeUnits),
    DiscountPct: row.discountPct,
    Discount: money(row.rebateUnits),
    ConfirmedAt: row.createdAt.toISOString(),
    TransactionId: row.ledgerTransactionId,
  };
}

/** GET /api/reports/discount: the caller's month in progress, the tier ahead, and last month's discount. */
export async function getDiscountReport(
  deps: Pick<TradingDeps, 'db' | 'clock'>,
  actor: AuthContext,
): Promise<FeeDiscountReport> {
  const account = await openTradingAccount(deps, actor);
  const current = periodOf(deps.clock.now());
  const previous = periodOf(monthStarting(current, -1));
  const now = await figuresOf(deps.db, actor, current);
  const last = await figuresOf(deps.db, actor, previous);
  const confirmed = await repo.findFeeDiscount(deps.db, actor, { period: previous, asset });
  const { next } = tierOf(now.volumeUnits);
  return {
    AccountId: account.AccountId,
    Asset: asset,
    Tiers: tiers.map((tier) => ({ MinVolume: tier.minVolume, DiscountPct: tier.discountPct })),
    Current: toPeriod(now, false, null),
    NextTier: next && {
      MinVolume: next.minVolume,
      DiscountPct: next.discountPct,
      VolumeToGo: money(parseUnits(next.minVolume, scale) - now.volumeUnits),
    },
    Previous: toPeriod(last, true, confirmed?.createdAt ?? null),
  };
}

/**
 * POST /api/discount-confirmation: the caller confirms last month's discount for their trading
 * account, and it is paid from the domain's fee account to their available balance, once: the
 * ledger transfer is keyed by the month and the record is unique per month. Nothing earned: 422;
 * already confirmed: 409.
 */
export async function confirmDiscount(
  deps: Pick<TradingDeps, 'db' | 'clock'>,
  actor: Scope,
  body: DiscountConfirmationRequest,
): Promise<FeeDiscount> {
  await getOwnTradingAccount(deps, actor, body.accountName);
  const period = periodOf(monthStarting(periodOf(deps.clock.now()), -1));
  const alreadyConfirmed = () =>
    new AppError('CONFLICT', `The fee discount of ${period} is confirmed already: see the discount history`);
  if (await repo.findFeeDiscount(deps.db, actor, { period, asset })) throw alreadyConfirmed();
  const figures = await figuresOf(deps.db, actor, period);
  if (figures.discountUnits === 0n) {
    throw new AppError(
      'BUSINESS_RULE',
      `No fee discount was earned in ${period}: it starts at ${tiers[0].minVolume} ${asset} traded in a month`,
    );
  }
  const row = await inTransaction(deps.db, async (tx) => {
    const fees = await getOrCreateAccount(tx, actor.tenantId, {
      owner: { kind: 'system' },
      asset,
      purpose: systemPurposes.fees,
    });
    const { available } = await getOrCreateUserAccounts(tx, actor.tenantId, actor.userId, asset);
    const paid = await transfer(tx, actor.tenantId, {
      kind: 'fee.discount',
      postings: [
        { account: fees, amountUnits: -figures.discountUnits },
        { account: available, amountUnits: figures.discountUnits },
      ],
      idempotencyKey: `fee-discount:${actor.userId}:${period}:${asset}`,
      metadata: { period, discount_pct: figures.discountPct },
    });
    const inserted = await repo.insertFeeDiscount(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      period,
      asset,
      volumeUnits: figures.volumeUnits,
      feeUnits: figures.feeUnits,
      discountPct: figures.discountPct,
      rebateUnits: figures.discountUnits,
      ledgerTransactionId: paid.id,
      createdAt: deps.clock.now(),
    });
    if (!inserted) throw alreadyConfirmed();
    return inserted;
  });
  return toFeeDiscount(row);
}

/** GET /api/discount-history: the caller's confirmed discounts, the latest month first. */
export async function findDiscountHistory(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: PageQuery,
): Promise<Page<FeeDiscount>> {
  const { rows, total } = await repo.findFeeDiscountsPage(deps.db, actor, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return { items: rows.map(toFeeDiscount), page: query.page, limit: query.limit, total };
}
