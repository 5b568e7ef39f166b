import type { BmnAmp, Payment } from '@invest/contracts';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { AddressInput } from './address-input';
import { BalanceLine } from './balance-line';
import { amountFieldProps, DepositAmountField, useDepositForm } from './deposit-amount-field';
import { useBmnAmpQuery, useCreateBmnDepositMutation, useSaveBmnAmpMutation } from './deposits.api';
import { usePaymentQuery } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import { FundingScreen, FundingSection } from './funding-screen';
import { PaymentStatusPanel, usePaymentMessage } from './payment-status-panel';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { SettledActions } from './settled-actions';
import { useFollowPayment } from './use-follow-payment';
import { usePaymentFeed } from './use-payment-feed';

/** BMN is held with 8 decimals, as the ledger's other integration assets. */
const bmnDecimals = 8;

/** The investor's AMP id (Blockstream AMP), where BMN held through the platform is registered. */
function AmpIdForm({ amp }: { amp: BmnAmp }) {
  const { t } = useTranslation();
  const [save, { isLoading, isSuccess }] = useSaveBmnAmpMutation();
  const form = useForm({
    initialValues: { amp_id: amp.amp_id ?? '' },
    ...useContractValidation(fundingSchemas.bmnAmp),
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      await save(body).unwrap();
    });
  });
  return (
    <FundingSection title={t('funding.bmn.ampTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('funding.bmn.ampIntro')}
          </Text>
          <FormAlert message={feedback.message} />
          {isSuccess ? (
            <Text size="sm" role="status">
              {t('funding.bmn.ampSaved')}
            </Text>
          ) : null}
          <AddressInput label={t('funding.bmn.ampId')} placeholder="GA…" required {...form.getInputProps('amp_id')} />
          <Button type="submit" variant="default" loading={isLoading} w="fit-content">
            {t('funding.bmn.ampSave')}
          </Button>
        </Stack>
      </form>
    </FundingSection>
  );
}

/** The deposit made, followed live until the BMN desk confirms the transfer (or says it never came). */
function BmnDepositStatus({ initial, onAnother }: { initial: Payment; onAnother: () => void }) {
  const { t } = useTranslation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const payment = usePaymentQuery(initial.id, { pollingInterval }).data ?? initial;
  useFollowPayment(payment, setPollingInterval);
  return (
    <PaymentStatusPanel
      title={t('funding.bmn.statusTitle')}
      payment={payment}
      message={usePaymentMessage(payment, t('funding.bmn.PENDING'))}
      actions={<SettledActions payment={payment} another={t('funding.bmn.another')} onAnother={onAnother} />}
    />
  );
}

interface DepositValues {
  name: string;
  email: string;
  bmn_wallet_address: string;
  amount_to_deposit: string;
}

/** POST bmn/deposit: who sends, from which Liquid wallet, how much; the account id is the investor's own. */
function BmnDepositForm({ onDeposited }: { onDeposited: (payment: Payment) => void }) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const keys = useActionKeys();
  const [deposit, { isLoading }] = useCreateBmnDepositMutation();
  const accountId = user?.investor_id ?? '';
  const { form, rule, feedback } = useDepositForm({
    method: 'BMN',
    asset: 'BMN',
    decimals: bmnDecimals,
    amountField: 'amount_to_deposit',
    initialValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      bmn_wallet_address: '',
      amount_to_deposit: '',
    } satisfies DepositValues,
    schema: fundingSchemas.bmnDeposit,
    toRequest: (values) => ({
      ...values,
      amount_to_deposit: amountEntryToDecimal(values.amount_to_deposit, bmnDecimals),
      dg_id: accountId,
    }),
  });
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const taken = await sendWithKey(keys, body, (idempotencyKey) => deposit({ body, idempotencyKey }).unwrap());
      onDeposited(taken.payment);
    });
  });

  return (
    <FundingSection title={t('funding.bmn.depositTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('funding.bmn.name')} autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label={t('funding.bmn.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <AddressInput
            label={t('funding.bmn.wallet')}
            description={t('funding.bmn.walletHint')}
            required
            {...form.getInputProps('bmn_wallet_address')}
          />
          <AddressInput label={t('funding.bmn.accountId')} value={accountId} readOnly />
          <DepositAmountField
            asset="BMN"
            rule={rule}
            decimals={bmnDecimals}
            {...amountFieldProps(form, 'amount_to_deposit')}
          />
          <Button type="submit" loading={isLoading} w="fit-content">
            {t('funding.bmn.submit')}
          </Button>
        </Stack>
      </form>
    </FundingSection>
  );
}

/**
 * `/funding/bmn`: a deposit of BMN from the investor's Liquid wallet (recorded with BMN-1, credited
 * once the desk confirms it, followed live), and their AMP id.
 */
export function BmnPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const amp = useBmnAmpQuery();
  const [deposit, setDeposit] = useState<Payment | null>(null);
  const isSandbox = amp.data?.is_sandbox ?? false;
  return (
    <FundingScreen title={t('funding.bmn.pageTitle')} description={t('funding.bmn.description')} isSandbox={isSandbox}>
      <BalanceLine asset="BMN" />
      {deposit ? (
        <BmnDepositStatus key={deposit.id} initial={deposit} onAnother={() => setDeposit(null)} />
      ) : (
        <>
          {isSandbox ? (
            <SandboxNotice title={t('funding.bmn.sandboxTitle')}>
              <Text size="sm">{t('funding.bmn.sandboxIntro')}</Text>
            </SandboxNotice>
          ) : null}
          <BmnDepositForm onDeposited={setDeposit} />
        </>
      )}
      <WhenLoaded query={amp}>{(saved) => <AmpIdForm amp={saved} />}</WhenLoaded>
      <RecentPayments method="BMN" />
    </FundingScreen>
  );
}
