import type { BankInstructions } from '@invest/contracts';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { FormAlert } from '../../shared/ui/form-alert';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { LatestBankTransfer } from './bank-transfer-status';
import { CopyValue } from './copy-value';
import { amountFieldProps, DepositAmountField, useDepositForm } from './deposit-amount-field';
import { useAnnounceBankDepositMutation, useBankInstructionsQuery } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import { FundingScreen, FundingSection } from './funding-screen';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { usePaymentFeed } from './use-payment-feed';

type ReceivingAccount = NonNullable<BankInstructions['account']>;

const accountFields = [
  ['beneficiary_name', 'beneficiaryName'],
  ['bank_name', 'bankName'],
  ['account_number', 'accountNumber'],
  ['iban', 'iban'],
  ['routing_number', 'routingNumber'],
  ['swift_code', 'swiftCode'],
  ['bank_address', 'bankAddress'],
] as const satisfies readonly (readonly [keyof ReceivingAccount, string])[];

/** The domain's receiving account and the user's reference, each to copy, and when the money arrives. */
function Instructions({ account, reference }: { account: ReceivingAccount; reference: string }) {
  const { t } = useTranslation();
  const fields = accountFields.flatMap(([field, label]) => {
    const value = account[field];
    return value ? [[field, label, value] as const] : [];
  });
  return (
    <FundingSection title={t('funding.bank.instructionsTitle')}>
      {fields.map(([field, label, value]) => (
        <CopyValue key={field} label={t(`funding.bank.${label}`)} value={value} />
      ))}
      <Divider />
      <CopyValue
        label={t('funding.bank.reference')}
        value={reference}
        hint={account.reference_rule ?? t('funding.bank.referenceHint')}
      />
      <Text size="sm" c="dimmed">
        {t('funding.bank.timing')}
      </Text>
    </FundingSection>
  );
}

/** While the domain has no receiving account: say so, and invite no transfer. */
function NoReceivingAccount() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" title={t('funding.bank.noAccountTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('funding.bank.noAccount')}</Text>
        <Anchor component={Link} to="/funding" size="sm">
          {t('funding.bank.otherMethods')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** "I have sent it": announces the amount, so the transfer shows as awaited until the money arrives. */
function AnnounceTransfer({ isSandbox }: { isSandbox: boolean }) {
  const { t } = useTranslation();
  const keys = useActionKeys();
  const [announce, { isLoading }] = useAnnounceBankDepositMutation();
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
      await sendWithKey(keys, body, (idempotencyKey) =>
        announce({ body: { amount: String(body.amount) }, idempotencyKey }).unwrap(),
      );
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
          {isSandbox ? (
            <SandboxNotice title={t('funding.bank.sandboxTitle')}>
              <Text size="sm">{t('funding.bank.sandboxIntro')}</Text>
              <Text size="sm">{t('funding.bank.sandboxReturned')}</Text>
            </SandboxNotice>
          ) : null}
          <FormAlert message={feedback.message} />
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
 * `/funding/bank-transfer`: the domain's receiving account and the user's reference, each to copy;
 * the form to say a transfer is on its way; where the latest one stands (awaited, credited or
 * returned) and the transfers announced, live. A domain without an account invites no transfer.
 */
export function BankTransferPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const instructions = useBankInstructionsQuery();
  return (
    <FundingScreen
      title={t('funding.bank.pageTitle')}
      description={t('funding.bank.description')}
      isSandbox={instructions.data?.is_sandbox ?? false}
    >
      <WhenLoaded query={instructions}>
        {(found) =>
          found.account ? (
            <>
              <Instructions account={found.account} reference={found.reference} />
              <AnnounceTransfer isSandbox={found.is_sandbox} />
              <LatestBankTransfer reference={found.reference} />
              <RecentPayments method="BANK TRANSFER" />
            </>
          ) : (
            <>
              <NoReceivingAccount />
              <RecentPayments method="BANK TRANSFER" />
            </>
          )
        }
      </WhenLoaded>
    </FundingScreen>
  );
}
