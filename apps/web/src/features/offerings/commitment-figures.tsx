import type { InvestorOffering, SubscriptionForm } from '@invest/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOfferingAmount } from './offering-amount';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** The form's figures as the investor reviews them: shares, price, amount and the end of the tax number. */
export function CommitmentFigures({ offering, form }: { offering: InvestorOffering; form: SubscriptionForm }) {
  const { t } = useTranslation();
  const money = (decimal: string | null) =>
    decimal === null ? '—' : `${formatOfferingAmount(decimal)} ${offering.quote_asset}`;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} m={0}>
      <Figure label={t('offerings.subscribe.shares')} value={form.share_qty ?? '—'} />
      <Figure label={t('offerings.terms.price')} value={money(form.price_share)} />
      <Figure label={t('offerings.subscribe.amount')} value={money(form.amount)} />
      <Figure
        label={t('offerings.subscribe.taxNumber')}
        value={form.tax_no_last4 ? `•••• ${form.tax_no_last4}` : '—'}
      />
    </SimpleGrid>
  );
}
