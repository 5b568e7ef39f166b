import type { BankInstructions, Payment } from '@invest/contracts';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { formatMoney } from '../../shared/format/money';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { FormAlert } from '../../shared/ui/form-alert';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { CopyValue } from './copy-value';
import { amountFieldProps, DepositAmountField, useDepositForm } from './deposit-amount-field';
import { useAnnounceBankDepositMutation, useBankInstructionsQuery } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import { FundingScreen, FundingSection } from './funding-screen';
import { RecentPayments } from './recent-payments';
import { usePaymentFeed } from './use-payment-feed';

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
    <FundingSection title={t('funding.bank.instructionsTitle')}>
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
    </FundingSection>
  );
}

/** "I have sent it": announces the amount, so the transfer shows as pending until the money arrives. */
function AnnounceTransfer() {
  const { t } = useTranslation();
  const keys = useActionKeys();
  const [announce, { isLoading }] = useAnnounceBankDepositMutation();
  const [announced, setAnnounced] = useState<Payment | null>(null);
  const { form, rule, feedback } = useDepositForm({
    method: 'BANK TRANSFER',
    asset: 'USD',
    amountField: 'amount',
    initialValues: { amount: '' },
    schema: fundingSchemas.bankDeposit,
    toRequest: (values) => ({ amount: amountEntryToDecimal(values.amount) }),
  });

  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const payment = await sendWithKey(keys, body, (idempotencyKey) =>
        announce({ body: { amount: String(body.amount) }, idempotencyKey }).unwrap(),
      );
      setAnnounced(payment);
      form.reset();
    });
  });

  return (
    <FundingSection title={t('funding.bank.announceTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('funding.bank.announceIntro')}
          </Text>
          <FormAlert message={feedback.message} />
          {announced ? (
            <Alert color="teal" variant="light" role="status">
              {t('funding.bank.announced', { amount: formatMoney(announced.amount, announced.asset) })}
            </Alert>
          ) : null}
          <DepositAmountField asset="USD" rule={rule} {...amountFieldProps(form, 'amount')} />
          <Button type="submit" loading={isLoading} w="fit-content">
            {t('funding.bank.sent')}
          </Button>
        </Stack>
      </form>
    </FundingSection>
  );
}

/**
 * `/funding/bank-transfer`: the domain's bank instructions and the user's reference, each to copy,
 * and the transfers announced, each pending until the money arrives (live).
 */
export function BankTransferPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const instructions = useBankInstructionsQuery();
  return (
    <FundingScreen title={t('funding.bank.pageTitle')} description={t('funding.bank.description')}>
      <WhenLoaded query={instructions}>
        {(found) => (
          <>
            <Instructions instructions={found} />
            <AnnounceTransfer />
            <RecentPayments method="BANK TRANSFER" />
          </>
        )}
      </WhenLoaded>
    </FundingScreen>
  );
}
