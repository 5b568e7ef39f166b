import type { BankInstructions, Payment } from '@invest/contracts';
import { Alert, Anchor, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentOptionsRulesQuery } from '../lookups/lookups.api';
import { amountEntryToDecimal } from '../onboarding/fields/amount-entry';
import { AmountInput } from '../onboarding/fields/amount-input';
import { useActionKeys } from './action-key';
import { CopyValue } from './copy-value';
import { FeeSummary, useLimitsHint } from './fee-summary';
import { useAnnounceBankDepositMutation, useBankInstructionsQuery } from './funding.api';
import { ruleOf } from './funding-methods';
import { fundingSchemas } from './funding-schemas';
import { formatMoney } from './money';

const instructionFields = [
  ['bank_name', 'bankName'],
  ['account_name', 'accountName'],
  ['account_number', 'accountNumber'],
  ['routing_number', 'routingNumber'],
  ['swift_code', 'swiftCode'],
  ['iban', 'iban'],
] as const;

function Instructions({ instructions }: { instructions: BankInstructions }) {
  const { t } = useTranslation();
  const fields = instructionFields.flatMap(([field, label]) => {
    const value = instructions[field];
    return value ? [[field, label, value] as const] : [];
  });
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('funding.bank.instructionsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {instructions.instructions}
        </Text>
        <CopyValue
          label={t('funding.bank.reference')}
          value={instructions.reference}
          hint={t('funding.bank.referenceHint')}
        />
        {fields.length > 0 ? <Divider /> : null}
        {fields.map(([field, label, value]) => (
          <CopyValue key={field} label={t(`funding.bank.${label}`)} value={value} />
        ))}
      </Stack>
    </Paper>
  );
}

/** "I have sent it": announces the amount, so the transfer shows as pending until the money arrives. */
function AnnounceTransfer() {
  const { t } = useTranslation();
  const rules = usePaymentOptionsRulesQuery();
  const rule = ruleOf(rules.data, 'BANK TRANSFER');
  const limits = useLimitsHint(rule, 'USD');
  const keys = useActionKeys();
  const [announce, { isLoading }] = useAnnounceBankDepositMutation();
  const [announced, setAnnounced] = useState<Payment | null>(null);
  const toRequest = (values: { amount: string }) => ({ amount: amountEntryToDecimal(values.amount) });
  const form = useForm({
    initialValues: { amount: '' },
    ...useContractValidation(fundingSchemas.bankDeposit, toRequest),
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const idempotencyKey = keys.keyFor(body);
      try {
        const payment = await announce({ body: { amount: String(body.amount) }, idempotencyKey }).unwrap();
        keys.settle();
        setAnnounced(payment);
        form.reset();
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    });
  });

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('funding.bank.announceTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('funding.bank.announceIntro')}
          </Text>
          <FormAlert message={feedback.message} />
          {announced ? (
            <Alert color="teal" variant="light" role="status">
              {t('funding.bank.announced', { amount: formatMoney(announced.amount, announced.asset) })}
            </Alert>
          ) : null}
          <AmountInput
            label={t('funding.amount.label', { asset: 'USD' })}
            description={limits}
            required
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
          <FeeSummary amount={amountEntryToDecimal(form.values.amount)} asset="USD" rule={rule} kind="deposit" />
          <Button type="submit" loading={isLoading} w="fit-content">
            {t('funding.bank.sent')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/funding/bank-transfer`: the domain's bank instructions and the user's reference, each to copy. */
export function BankTransferPage() {
  const { t } = useTranslation();
  usePageTitle(t('funding.bank.pageTitle'));
  const instructions = useBankInstructionsQuery();
  return (
    <>
      <Anchor component={Link} to="/funding" size="sm" mb="xs" display="inline-block">
        {t('funding.back')}
      </Anchor>
      <PageHeader title={t('funding.bank.pageTitle')} description={t('funding.bank.description')} />
      <Stack gap="lg" maw={640}>
        {instructions.isLoading ? (
          <ListSkeleton />
        ) : instructions.isError || !instructions.data ? (
          <QueryError error={instructions.error} onRetry={() => void instructions.refetch()} />
        ) : (
          <>
            <Instructions instructions={instructions.data} />
            <AnnounceTransfer />
          </>
        )}
      </Stack>
    </>
  );
}
