import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TradingMessageCode } from './trading-messages';

/**
 * A SPEC 8 trading message as the investor reads it: its words only. The code is for support and
 * tests, kept in `data-code`, never in the text.
 */
export function TradingMessageTitle({ code, ...props }: TextProps & { code: TradingMessageCode; tabIndex?: number }) {
  const { t } = useTranslation();
  return (
    <Text span data-code={code} {...props}>
      {t(`trading.codes.${code}`)}
    </Text>
  );
}
