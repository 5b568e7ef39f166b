import type { PaymentRule } from '@invest/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { type LimitProblem, limitProblemOf, quoteFee } from './fees';

/**
 * The live fee of the amount being typed and what is left of it: added to the balance for a deposit,
 * received at the destination for a withdrawal. Announced politely as it changes.
 */
export function FeeSummary({
  amount,
  asset,
  rule,
  kind,
}: {
  amount: string | undefined;
  asset: string;
  rule: PaymentRule | undefined;
  kind: 'deposit' | 'withdrawal';
}) {
  const { t } = useTranslation();
  const quote = quoteFee(amount, asset, rule);
  const shown = (decimal: string | undefined) =>
    decimal === undefined ? '—' : `${formatMoney(decimal, asset)} ${asset}`;
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('funding.amount.fee')}
        </Text>
        <Text size="sm">{shown(quote?.fee)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {kind === 'deposit' ? t('funding.amount.credited') : t('funding.amount.received')}
        </Text>
        <Text size="sm" fw={600}>
          {shown(quote?.net)}
        </Text>
      </Group>
    </Stack>
  );
}

/** "From 10.00 to 5,000.00 USD." under an amount field, or nothing when the domain sets no limits. */
export function useLimitsHint(rule: PaymentRule | undefined, asset: string): string | undefined {
  const { t } = useTranslation();
  if (!rule) return undefined;
  return t('funding.amount.limits', {
    min: formatMoney(rule.min_amount, asset),
    max: formatMoney(rule.max_amount, asset),
    asset,
  });
}

/** The words of a refusal by the domain's rule, as the amount field shows it. */
export function useLimitProblemText() {
  const { t } = useTranslation();
  return (problem: LimitProblem, asset: string) =>
    problem.key === 'feeTooLarge'
      ? t('funding.amount.feeTooLarge')
      : t(`funding.amount.${problem.key}`, { limit: formatMoney(problem.limit, asset), asset });
}

/** The message of an amount the domain's rule refuses (the server would too), or null when it is within. */
export function useLimitCheck() {
  const text = useLimitProblemText();
  return (amount: string | undefined, asset: string, rule: PaymentRule | undefined): string | null => {
    const problem = limitProblemOf(amount, asset, rule);
    return problem ? text(problem, asset) : null;
  };
}
