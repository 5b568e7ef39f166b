import type { Order } from '@invest/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeOrder } from './order-description';
import { codeOfOrderChange, type TradingMessageCode } from './trading-messages';

interface ActivityEntry {
  id: number;
  code: TradingMessageCode;
  detail: string;
}

interface OrderActivity {
  entries: ActivityEntry[];
  /** An order as last seen (an answer of the host or a websocket update): announced when it changed. */
  observe: (order: Order) => void;
  /**
   * Orders loaded in a list: a change to one already seen is announced (an update the websocket
   * missed, say while the token was renewed); the others are remembered, so only their later changes are.
   */
  reconcile: (orders: readonly Order[]) => void;
  /** A message of the screen itself, such as a refused order. */
  report: (code: TradingMessageCode, detail: string) => void;
}

const OrderActivityContext = createContext<OrderActivity | null>(null);

/** How many entries the activity log keeps. */
const entriesKept = 6;

/** The order activity of the trading screen: what happened to the investor's orders, newest first. */
export function OrderActivityProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  const seen = useRef(new Map<string, Order>());
  const nextId = useRef(1);

  const report = useCallback((code: TradingMessageCode, detail: string) => {
    const entry = { id: nextId.current, code, detail };
    nextId.current += 1;
    setEntries((current) => [entry, ...current].slice(0, entriesKept));
  }, []);
  const observe = useCallback(
    (order: Order) => {
      const code = codeOfOrderChange(seen.current.get(order.OrderId), order);
      seen.current.set(order.OrderId, order);
      if (code) report(code, describeOrder(order, t));
    },
    [report, t],
  );
  const reconcile = useCallback(
    (orders: readonly Order[]) => {
      for (const order of orders) {
        if (seen.current.has(order.OrderId)) observe(order);
        else seen.current.set(order.OrderId, order);
      }
    },
    [observe],
  );

  const value = useMemo(() => ({ entries, observe, reconcile, report }), [entries, observe, reconcile, report]);
  return <OrderActivityContext.Provider value={value}>{children}</OrderActivityContext.Provider>;
}

export function useOrderActivity(): OrderActivity {
  const activity = useContext(OrderActivityContext);
  if (!activity) throw new Error('useOrderActivity is used outside OrderActivityProvider');
  return activity;
}
