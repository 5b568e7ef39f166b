import type { GasStation, GasStationSettingsRequest, Sweep } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import type { Actor, FundingDeps } from '../funding.deps';
import type { CustodyTransferStatus } from './custody.port';
import * as usdc from './usdc.repository';
import type { SweepTransferRecord } from './usdc.tables';

/** What a domain's gas station uses until an administrator sets it (ETH, ETH, gwei). */
const defaultSettings = { gasThreshold: '0.005', gasCap: '0.01', maxGasPrice: '120' };

async function toGasStation(deps: Pick<FundingDeps, 'custody'>, row: usdc.GasStationRow | null): Promise<GasStation> {
  const settings = row ?? defaultSettings;
  return {
    gas_threshold: settings.gasThreshold,
    gas_cap: settings.gasCap,
    max_gas_price: settings.maxGasPrice,
    balance: await deps.custody.getGasStationBalance(),
    is_sandbox: deps.custody.isSandbox,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET fireblocks/gasstation. */
export async function getGasStation(deps: Pick<FundingDeps, 'db' | 'custody'>, actor: Actor): Promise<GasStation> {
  return toGasStation(deps, await usdc.findGasStation(deps.db, actor.tenantId));
}

/** POST fireblocks/gasstation: the provider takes the settings first; they are kept only if it did. */
export async function setGasStation(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
  auditActor: AuditActor,
  body: GasStationSettingsRequest,
): Promise<GasStation> {
  const settings = { gasThreshold: body.gas_threshold, gasCap: body.gas_cap, maxGasPrice: body.max_gas_price };
  await deps.custody.setGasStation(settings);
  const row = await inTransaction(deps.db, async (tx) => {
    const saved = await usdc.upsertGasStation(tx, {
      tenantId: actor.tenantId,
      ...settings,
      updatedBy: actor.userId,
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actor: auditActor,
      action: 'gas_station.update',
      object: { kind: 'gas_station', id: actor.tenantId },
      after: body,
    });
    return saved;
  });
  return toGasStation(deps, row);
}

const overall = (transfers: SweepTransferRecord[]): CustodyTransferStatus => {
  if (transfers.some((transfer) => transfer.status === 'PENDING')) return 'PENDING';
  return transfers.some((transfer) => transfer.status === 'FAILED') ? 'FAILED' : 'COMPLETED';
};

const toSweep = (row: usdc.SweepRow): Sweep => ({
  id: row.id,
  status: row.status,
  transfers: row.transfers.map((transfer) => ({
    chain: transfer.chain,
    address: transfer.address,
    amount: formatUnits(BigInt(transfer.amountUnits), 6),
    reference: transfer.reference,
    status: transfer.status,
  })),
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/** What each address of the domain holds by our records: completed deposits less what sweeps took. */
async function unsweptByAddress(deps: Pick<FundingDeps, 'db'>, tenantId: string): Promise<Map<string, bigint>> {
  const held = await usdc.sumDepositsByAddress(deps.db, tenantId);
  for (const sweep of await usdc.findSweeps(deps.db, tenantId)) {
    for (const transfer of sweep.transfers) {
      if (transfer.status === 'FAILED') continue;
      held.set(transfer.address, (held.get(transfer.address) ?? 0n) - BigInt(transfer.amountUnits));
    }
  }
  return held;
}

/** POST fireblocks/sweep: moves the USDC of every deposit address of the domain to the treasury vault. */
export async function sweepDepositAddresses(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
  auditActor: AuditActor,
): Promise<Sweep> {
  const unswept = await unsweptByAddress(deps, actor.tenantId);
  const wallets = await usdc.findTenantWallets(deps.db, actor.tenantId);
  const submitted = await deps.custody.sweep(
    wallets.map((wallet) => ({
      chain: wallet.chain,
      vaultAccountId: wallet.vaultAccountId,
      providerAssetId: wallet.providerAssetId,
      address: wallet.address,
      unsweptUnits: unswept.get(wallet.address) ?? 0n,
    })),
  );
  const transfers = submitted.map((transfer) => ({ ...transfer, amountUnits: transfer.amountUnits.toString() }));
  const status = overall(transfers);
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (tx) => {
    const sweep = await usdc.insertSweep(tx, {
      tenantId: actor.tenantId,
      requestedBy: actor.userId,
      status,
      transfers,
      createdAt: now,
      completedAt: status === 'PENDING' ? null : now,
    });
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actor: auditActor,
      action: 'sweep.start',
      object: { kind: 'sweep', id: sweep.id },
      after: { status, transfers },
    });
    return sweep;
  });
  return toSweep(row);
}

/** GET fireblocks/sweep-status: the latest sweep, its transfers' statuses read again from the provider while pending. */
export async function getSweepStatus(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
): Promise<Sweep | null> {
  const [latest] = await usdc.findSweeps(deps.db, actor.tenantId);
  if (!latest) return null;
  if (latest.status !== 'PENDING') return toSweep(latest);
  const transfers: SweepTransferRecord[] = [];
  for (const transfer of latest.transfers) {
    const status =
      transfer.status === 'PENDING' ? await deps.custody.getTransferStatus(transfer.reference) : transfer.status;
    transfers.push({ ...transfer, status });
  }
  const status = overall(transfers);
  const completedAt = status === 'PENDING' ? null : deps.clock.now();
  return toSweep(await usdc.updateSweep(deps.db, latest.id, { status, transfers, completedAt }));
}
