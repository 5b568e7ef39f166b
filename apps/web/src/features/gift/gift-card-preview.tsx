import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { GiftIcon } from '../../shared/ui/icons';
import { useDomainSettingsQuery } from '../tenants';
import classes from './gift-card-preview.module.css';

interface GiftCardPreviewProps {
  /** A decimal amount of US dollars, or undefined while none is entered. */
  amount: string | undefined;
  from: string;
  to?: string;
}

/** The card as its recipient sees it, in the domain's colours: its company, the amount, who sends it to whom. */
export function GiftCardPreview({ amount, from, to }: GiftCardPreviewProps) {
  const { t } = useTranslation();
  const company = useDomainSettingsQuery().data?.company_name ?? '';
  return (
    <Paper className={classes.card} radius="lg" p="lg" aria-label={t('gift.preview.label')} role="img">
      <Stack justify="space-between" h="100%" gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} className={classes.company} truncate>
            {company}
          </Text>
          <GiftIcon size={28} aria-hidden />
        </Group>
        <div>
          <Text size="xs" tt="uppercase" className={classes.caption}>
            {t('gift.preview.giftCard')}
          </Text>
          <Text className={classes.amount} data-testid="gift-card-amount">
            ${amount ? formatMoney(amount, 'USD') : '0.00'}
          </Text>
        </div>
        <Stack gap={0}>
          <Text size="sm" truncate>
            {t('gift.preview.from', { name: from })}
          </Text>
          {to ? (
            <Text size="sm" truncate>
              {t('gift.preview.to', { name: to })}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
