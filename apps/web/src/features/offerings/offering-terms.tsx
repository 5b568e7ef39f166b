import type { InvestorOffering } from '@invest/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatOfferingAmount } from './offering-amount';

function Term({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The offering's terms: the security, its price, the investment and raise bounds, the dates and who may invest. */
export function OfferingTerms({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const money = (decimal: string) => `${formatOfferingAmount(decimal)} ${offering.quote_asset}`;
  const range = offering.price_range;
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="terms-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="terms-title">
          {t('offerings.page.terms')}
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
          <Term label={t('offerings.terms.asset')}>{offering.asset}</Term>
          <Term label={t('offerings.terms.securityType')}>
            {t(`offerings.securityTypes.${offering.security_type}`)}
          </Term>
          {offering.price_per_share !== null ? (
            <Term label={t('offerings.terms.price')}>{money(offering.price_per_share)}</Term>
          ) : range ? (
            <Term label={t('offerings.terms.priceRange')}>{`${money(range.low)} – ${money(range.high)}`}</Term>
          ) : null}
          <Term label={t('offerings.terms.minInvestment')}>{money(offering.min_investment)}</Term>
          <Term label={t('offerings.terms.maxInvestment')}>
            {offering.max_investment === null ? t('offerings.terms.noMaximum') : money(offering.max_investment)}
          </Term>
          <Term label={t('offerings.terms.target')}>{money(offering.target_raise)}</Term>
          <Term label={t('offerings.terms.maxRaise')}>{money(offering.max_raise)}</Term>
          <Term label={t('offerings.terms.opens')}>{formatDateTime(offering.opens_at)}</Term>
          <Term label={t('offerings.terms.closes')}>{formatDateTime(offering.closes_at)}</Term>
          <Term label={t('offerings.terms.eligibility')}>
            {t(offering.accredited_only ? 'offerings.terms.accreditedOnly' : 'offerings.terms.everyone')}
          </Term>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
