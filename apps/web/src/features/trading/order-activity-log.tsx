import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import direction from '../../shared/ui/direction.module.css';
import { AlertIcon } from '../../shared/ui/icons';
import { useOrderActivity } from './order-activity';
import classes from './trading.module.css';
import { TradingMessageTitle } from './trading-message-title';
import { isFailureCode } from './trading-messages';
import { TradingPanel } from './trading-panel';

/**
 * What just happened to the investor's orders, newest first, each with its SPEC 8 message in words.
 * A polite live log, so fills and status changes are read out by screen readers as they happen.
 */
export function OrderActivityLog() {
  const { t } = useTranslation();
  const { entries } = useOrderActivity();
  return (
    <TradingPanel titleId="order-activity-title" title={t('trading.activity.title')}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trading.activity.empty')}
        </Text>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-labelledby="order-activity-title">
        <ul className={classes.activity}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                {isFailureCode(entry.code) ? (
                  <AlertIcon size={14} className={direction.down} style={{ verticalAlign: '-2px', marginRight: 4 }} />
                ) : null}
                <TradingMessageTitle code={entry.code} fw={600} />. {entry.detail}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </TradingPanel>
  );
}
