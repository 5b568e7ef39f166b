import type { Payment } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { PaymentRow } from './payments.repository';

export function toPayment(row: PaymentRow): Payment {
  const scale = scaleOf(row.asset);
  return {
    id: row.id,
    direction: row.direction,
    method: row.method,
    provider: row.provider,
    provider_reference: row.providerReference,
    asset: row.asset,
    amount: formatUnits(row.amountUnits, scale),
    fee: formatUnits(row.feeUnits, scale),
    status: row.status,
    failure_reason: row.failureReason,
    is_sandbox: row.isSandbox,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
