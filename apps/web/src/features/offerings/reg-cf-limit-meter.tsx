import type { RegCfLimit } from '@invest/contracts';
import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import type { RegCfMeter } from './reg-cf-meter';

const usd = (decimal: string) => formatMoney(decimal, 'USD');

/** Which prong of the Reg CF rule sets the investor's limit, in words. */
export function regCfReasonOf(t: TFunction, limit: RegCfLimit): string {
  if (limit.basis === 'accredited' || limit.limit === null) return t('offerings.limit.unlimited');
  return t(`offerings.limit.bases.${limit.basis}`, { limit: usd(limit.limit) });
}

/** The refusal of an amount above what is left of the limit, with the rule's reason. */
export function regCfRefusalOf(t: TFunction, limit: RegCfLimit, meter: RegCfMeter): string {
  return t('offerings.limit.over', { remaining: usd(meter.remaining ?? '0'), reason: regCfReasonOf(t, limit) });
}

/**
 * The live Reg CF limit meter beside the amount: what the investor has used of their 12-month limit
 * (here and elsewhere), what this amount would take, what is left, and which rule sets the limit.
 */
export function RegCfLimitMeter({ limit, meter }: { limit: RegCfLimit; meter: RegCfMeter }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="reg-cf-limit-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="reg-cf-limit-title">
          {t('offerings.limit.title')}
        </Title>
        {meter.limit === null ? (
          <Text size="sm">{t('offerings.limit.unlimited')}</Text>
        ) : (
          <>
            <Progress.Root size="lg">
              <Progress.Section
                value={meter.usedPercent}
                color="gray"
                aria-label={t('offerings.limit.meterUsed', { percent: meter.usedPercent })}
              />
              <Progress.Section
                value={meter.amountPercent}
                color={meter.isOver ? 'red' : 'blue'}
                aria-label={t('offerings.limit.meterAmount', { percent: meter.amountPercent })}
              />
            </Progress.Root>
            <Text size="sm" fw={600} aria-live="polite">
              {t('offerings.limit.remaining', { remaining: usd(meter.remaining ?? '0') })}
            </Text>
            <Text size="sm" c="dimmed">
              {regCfReasonOf(t, limit)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('offerings.limit.used', { here: usd(limit.used_here), elsewhere: usd(limit.used_elsewhere) })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
