import type { Currency } from '@invest/contracts';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ReasonModal, type ReasonRequest } from '../console/reason-modal';
import { type MarketHaltAction, useChangeMarketHaltMutation } from './admin-markets.api';

/** A halt in a dark red that white text reads on in both schemes; a resumption in the domain's own colour. */
export const actionColors: Record<MarketHaltAction, string | undefined> = { halt: 'red.9', resume: undefined };

/**
 * Asks why the market's trading stops or starts again (the reason goes to the audit trail, and
 * investors see a halt's), then does it.
 */
export function MarketHaltModal({
  market,
  action,
  onClose,
}: {
  market: Pick<Currency, 'Symbol'>;
  action: MarketHaltAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [changeHalt] = useChangeMarketHaltMutation();
  const symbol = market.Symbol;
  const request: ReasonRequest | null = action && {
    title: t(`admin.markets.halt.${action}.title`, { symbol }),
    consequence: t(`admin.markets.halt.${action}.explanation`, { symbol }),
    reasonDescription: t('admin.markets.halt.reasonHint'),
    submitLabel: t(`admin.markets.halt.${action}.submit`),
    color: actionColors[action],
    submit: async (reason) => {
      await changeHalt({ symbol, action, body: { reason } }).unwrap();
      notifications.show({ color: 'green', message: t(`admin.markets.halt.${action}.done`, { symbol }) });
    },
  };
  return <ReasonModal request={request} onClose={onClose} />;
}
