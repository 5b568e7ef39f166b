import type { AdminOrderDetail } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits } from '@invest/money';

/** One point of the fill progress chart: a time (milliseconds) and how much had filled by then. */
interface FillStep {
  time: number;
  filled: number;
}

const second = 1000;

/**
 * The steps of an order's filled quantity: nothing when it was placed, the total after each fill, and
 * that total held until the order ended (its last ledger movement, a release) or, still open, until
 * `now`. The line always spans some time, so a fill in the second of placing still shows as a step.
 */
export function fillStepsOf(detail: AdminOrderDetail, now: number): FillStep[] {
  const placed = Date.parse(detail.Order.TransactionTime);
  let filled = 0n;
  const steps: FillStep[] = [{ time: placed, filled: 0 }];
  for (const fill of detail.Fills) {
    filled += parseUnits(fill.Quantity, maxScale);
    steps.push({ time: Date.parse(fill.TransactionTime), filled: Number(formatUnits(filled, maxScale)) });
  }
  const ended = Math.max(
    ...steps.map((step) => step.time),
    ...detail.Movements.map((m) => Date.parse(m.TransactionTime)),
  );
  const end = detail.CanReject ? Math.max(now, ended) : ended;
  steps.push({ time: Math.max(end, placed + second), filled: Number(formatUnits(filled, maxScale)) });
  return steps;
}
