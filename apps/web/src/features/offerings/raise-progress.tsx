import type { InvestorOffering } from '@invest/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOfferingAmount } from './offering-amount';
import { raisedPercent } from './offering-figures';

/** What the offering has raised against its target, as a bar and in words. */
export function RaiseProgress({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const percent = raisedPercent(offering);
  return (
    <Stack gap={6}>
      <Progress
        value={Math.min(100, percent)}
        color={percent >= 100 ? 'teal' : 'blue'}
        size="md"
        aria-label={t('offerings.card.progressLabel', { percent })}
      />
      <Text size="sm">
        {t('offerings.card.raised', {
          raised: formatOfferingAmount(offering.raised),
          target: formatOfferingAmount(offering.target_raise),
          asset: offering.quote_asset,
        })}
      </Text>
    </Stack>
  );
}
