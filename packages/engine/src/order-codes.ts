/** Sides of SPEC 4 (FIX tag 54) that the engine matches. */
export const Side = { Buy: 1, Sell: 2 } as const;
export type Side = (typeof Side)[keyof typeof Side];

/**
 * Order types of SPEC 4 (FIX tag 40) that the engine matches. A stop becomes a market order and a
 * stop-limit a limit order once the last trade price reaches its stop price.
 */
export const OrderType = { Market: 1, Limit: 2, Stop: 3, StopLimit: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** Time in force of SPEC 4 (FIX tag 59). */
export const TimeInForce = { Day: 0, GoodTillCancel: 1, ImmediateOrCancel: 3, FillOrKill: 4 } as const;
export type TimeInForce = (typeof TimeInForce)[keyof typeof TimeInForce];

export function isSide(value: unknown): value is Side {
  return value === Side.Buy || value === Side.Sell;
}

export function isOrderType(value: unknown): value is OrderType {
  return (
    value === OrderType.Market || value === OrderType.Limit || value === OrderType.Stop || value === OrderType.StopLimit
  );
}

export function isTimeInForce(value: unknown): value is TimeInForce {
  return (
    value === TimeInForce.Day ||
    value === TimeInForce.GoodTillCancel ||
    value === TimeInForce.ImmediateOrCancel ||
    value === TimeInForce.FillOrKill
  );
}

/** Whether the order trades at any price inside the protection band (market, and a triggered stop). */
export function isMarketPriced(type: OrderType): boolean {
  return type === OrderType.Market || type === OrderType.Stop;
}

/** Whether the order waits for the last trade price to reach its stop price before it trades. */
export function hasStopPrice(type: OrderType): boolean {
  return type === OrderType.Stop || type === OrderType.StopLimit;
}
