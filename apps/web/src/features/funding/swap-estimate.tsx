import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { formatCountdown } from './countdown';
import { FeeSummary, useLimitProblemText } from './fee-summary';
import { ruleOf } from './funding-methods';
import { ProblemText } from './problem-text';
import { creditOf, type SwapProblem } from './swap-quote';
import type { SwapSetup } from './swap-setups';
import type { LiveQuote } from './use-swap-quote';

/** Why the swap would be refused, in words; the provider's limits of money with cents, of a coin exactly. */
export function useSwapProblemText(isFiat: boolean) {
  const { t } = useTranslation();
  const limitText = useLimitProblemText();
  return (problem: SwapProblem, asset: string) => {
    if ('currency' in problem) {
      const limit = isFiat ? formatMoney(problem.limit, 'USD') : formatExchangeAmount(problem.limit);
      return t(`funding.swap.${problem.key}`, { limit, currency: problem.currency });
    }
    if (problem.key === 'nothingDelivered') return t('funding.swap.nothingDelivered');
    return t('funding.swap.delivered', { problem: limitText(problem, asset) });
  };
}

/** The live estimate: what the provider delivers, the fee, what is added, and why it would be refused. */
export function SwapEstimate({ setup, live, problem }: { setup: SwapSetup; live: LiveQuote; problem: string | null }) {
  const { t } = useTranslation();
  const rules = usePaymentOptionsRulesQuery();
  const rule = ruleOf(rules.data, setup.method);
  const delivered = live.quote ? creditOf(live.quote, setup.asset, rule).delivered : undefined;
  const quoteError = isApiError(live.error) && live.error.message ? live.error.message : t('funding.swap.noQuote');
  return (
    <Stack gap={4} aria-live="polite" aria-busy={live.isQuoting}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('funding.swap.delivers', { provider: setup.provider })}
        </Text>
        <Text size="sm">
          {delivered
            ? `${formatMoney(delivered, setup.asset)} ${setup.asset}`
            : live.isQuoting
              ? t('funding.swap.estimating')
              : '—'}
        </Text>
      </Group>
      <FeeSummary amount={delivered} asset={setup.asset} rule={rule} kind="deposit" />
      {live.error ? <ProblemText>{quoteError}</ProblemText> : null}
      {problem ? <ProblemText>{problem}</ProblemText> : null}
      {live.rateSecondsLeft !== null && live.rateSecondsLeft > 0 ? (
        <Text size="sm" c="dimmed">
          {t('funding.swap.rateHolds', { time: formatCountdown(live.rateSecondsLeft) })}
        </Text>
      ) : null}
    </Stack>
  );
}
