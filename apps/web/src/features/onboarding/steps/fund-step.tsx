import type { PaymentRule } from '@invest/contracts';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formFeedback } from '../../../shared/errors/form-feedback';
import { formatUsd } from '../../../shared/forms/amount-entry';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { usePaymentOptionsRulesQuery } from '../../lookups';
import { useSkipRegistrationStepMutation } from '../onboarding.api';
import { StepActions, StepCard, type StepScreenProps } from '../step-layout';

/** The label key of each funding method of SPEC 4; a method a tenant named otherwise shows as named. */
const methodKeys = {
  'USDC TRANSFER': 'usdc_transfer',
  METAMASK: 'metamask',
  CHANGENOW: 'changenow',
  TRANSAK: 'transak',
  'BANK TRANSFER': 'bank_transfer',
  CHANGELLY_SWAP: 'changelly_swap',
  CHANGELLY_BUY: 'changelly_buy',
  BMN: 'bmn',
  CARD: 'card',
} as const;

function PaymentMethods({ rules }: { rules: PaymentRule[] }) {
  const { t } = useTranslation();
  const methodLabel = (method: string) =>
    Object.hasOwn(methodKeys, method)
      ? t(`onboardingLater.fund.methods.${methodKeys[method as keyof typeof methodKeys]}`)
      : method;

  if (rules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('onboardingLater.fund.methodsEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs" aria-labelledby="fund-methods-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('onboardingLater.fund.method')}</Table.Th>
            <Table.Th scope="col">{t('onboardingLater.fund.limits')}</Table.Th>
            <Table.Th scope="col">{t('onboardingLater.fund.fee')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.method}>
              <Table.Th scope="row" fw={500}>
                {methodLabel(rule.method)}
              </Table.Th>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('onboardingLater.fund.range', { min: formatUsd(rule.min_amount), max: formatUsd(rule.max_amount) })}
              </Table.Td>
              <Table.Td>
                {Number(rule.fee_pct) === 0
                  ? t('onboardingLater.fund.noFee')
                  : t('onboardingLater.fund.feePercent', { fee: rule.fee_pct })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * My Funds. Funding screens are not part of onboarding: this step says where funding happens once
 * the account is open, lists the tenant's payment methods, and lets the user skip it when allowed.
 */
export function FundStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const rules = usePaymentOptionsRulesQuery();
  const [skip, skipping] = useSkipRegistrationStepMutation();
  const isDone = Boolean(screen.entry.completed_at);
  const skipFailure = skipping.isError ? formFeedback(skipping.error, []).message : null;

  const onSkip = async () => {
    const progress = await skip(screen.entry.step)
      .unwrap()
      .catch(() => null);
    if (progress) screen.onDone(progress);
  };

  return (
    <StepCard title={t('onboarding.labels.fund')} description={t('onboardingLater.fund.description')}>
      <Alert variant="light" color="blue">
        {isDone ? t('onboardingLater.fund.done') : t('onboardingLater.fund.opensLater')}
      </Alert>
      <Stack gap="sm">
        <Title order={3} fz="md" id="fund-methods-title">
          {t('onboardingLater.fund.methodsTitle')}
        </Title>
        {rules.isLoading ? <PageLoader /> : null}
        {rules.isError ? <QueryError error={rules.error} onRetry={() => void rules.refetch()} /> : null}
        {rules.data ? <PaymentMethods rules={rules.data.filter((rule) => rule.enabled)} /> : null}
      </Stack>
      <FormAlert message={skipFailure} />
      {isDone || screen.entry.skippable ? null : (
        <Text size="sm" c="dimmed">
          {t('onboardingLater.fund.notSkippable')}
        </Text>
      )}
      <StepActions
        screen={screen}
        onContinue={isDone ? screen.goNext : () => void onSkip()}
        isSaving={skipping.isLoading}
        disabled={!isDone && !screen.entry.skippable}
        submitLabel={isDone ? t('onboarding.continue') : t('onboardingLater.fund.skip')}
      />
    </StepCard>
  );
}
