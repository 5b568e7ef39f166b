import type { UsdcConversion } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { UsdcConversionRow } from './usdc-conversions.repository';

export function toUsdcConversion(row: UsdcConversionRow): UsdcConversion {
  return {
    id: row.id,
    from: row.fromAsset,
    to: row.toAsset,
    amount: formatUnits(row.amountUnits, scaleOf(row.fromAsset)),
    status: row.status,
    failure_reason: row.failureReason,
    is_sandbox: row.isSandbox,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
