import type { Order } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useOrderActivity } from './order-activity';
import { describeOrder } from './order-description';
import { useCancelOrderMutation } from './trading.api';
import { codeOfCancelAll, codeOfCancelRefusal } from './trading-messages';

/**
 * Cancelling orders (POST /api/orders/cancel), with the outcome in the activity log: each cancelled
 * order (TRD-2), a refused cancellation with its code (TRD-11), and for several orders a summary
 * when any was refused (TRD-10).
 */
export function useCancelOrders() {
  const { t } = useTranslation();
  const activity = useOrderActivity();
  const [cancel, { isLoading }] = useCancelOrderMutation();

  const cancelOne = async (order: Order, reportRefusal = true): Promise<boolean> => {
    try {
      activity.observe(await cancel(order.OrderId).unwrap());
      return true;
    } catch (error) {
      if (reportRefusal) {
        const message = isApiError(error) && error.message ? error.message : describeOrder(order, t);
        activity.report(codeOfCancelRefusal(error), message);
      }
      return false;
    }
  };

  const cancelAll = async (orders: readonly Order[]) => {
    const results = await Promise.all(orders.map((order) => cancelOne(order, false)));
    const cancelled = results.filter(Boolean).length;
    const refused = orders.length - cancelled;
    if (refused > 0) {
      activity.report(codeOfCancelAll(refused), t('trading.cancelAllResult', { cancelled, count: orders.length }));
    }
  };

  return { cancelOne, cancelAll, isCancelling: isLoading };
}
