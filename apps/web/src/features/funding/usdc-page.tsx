import type { Payment, UsdcWallet, WithdrawalChain } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { CautionAlert } from '../../shared/ui/caution-alert';
import { FormAlert } from '../../shared/ui/form-alert';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { AddressInput } from './address-input';
import { BalanceLine } from './balance-line';
import { ComplianceRequest } from './compliance-request';
import { amountFieldProps, DepositAmountField, useDepositForm } from './deposit-amount-field';
import { useAnnounceUsdcDepositMutation, useUsdcWalletsQuery } from './deposits.api';
import { usePaymentQuery } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import { FundingScreen, FundingSection } from './funding-screen';
import { PaymentStatusPanel, usePaymentMessage } from './payment-status-panel';
import { QrValue } from './qr-code';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { ConvertSection } from './usdc-convert-section';
import { useFollowPayment } from './use-follow-payment';
import { usePaymentFeed } from './use-payment-feed';

/** USDC has 6 decimals on every chain. */
const usdcDecimals = 6;

function DepositAddress({ wallet }: { wallet: UsdcWallet }) {
  const { t } = useTranslation();
  const network = t(`funding.chains.${wallet.chain}`);
  return (
    <Stack gap="md">
      <QrValue
        label={t('funding.usdc.address', { network })}
        value={wallet.address}
        qrLabel={t('funding.usdc.addressQr', { network })}
      />
      <CautionAlert title={t('funding.usdc.warningTitle', { network })}>
        <Text size="sm">{t('funding.usdc.warning', { network })}</Text>
      </CautionAlert>
    </Stack>
  );
}

/** The followed deposit, live: pending until the custody provider confirms the transfer, or refused. */
function UsdcDepositStatus({ initial }: { initial: Payment }) {
  const { t } = useTranslation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const payment = usePaymentQuery(initial.id, { pollingInterval }).data ?? initial;
  useFollowPayment(payment, setPollingInterval);
  const message = usePaymentMessage(payment, t('funding.usdc.PENDING'));
  return (
    <PaymentStatusPanel
      title={t('funding.usdc.statusTitle')}
      payment={payment}
      message={message}
      actions={<ComplianceRequest payment={payment} />}
    />
  );
}

interface AnnounceValues {
  amount: string;
  tx_hash: string;
}

/** "I have sent it": the deposit shows as pending until the transfer is seen (the sandbox acts it out). */
function AnnounceDeposit({
  chain,
  isSandbox,
  onAnnounced,
}: {
  chain: WithdrawalChain;
  isSandbox: boolean;
  onAnnounced: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const keys = useActionKeys();
  const [announce, { isLoading }] = useAnnounceUsdcDepositMutation();
  const { form, rule, feedback } = useDepositForm({
    method: 'USDC TRANSFER',
    asset: 'USDC',
    decimals: usdcDecimals,
    amountField: 'amount',
    initialValues: { amount: '', tx_hash: '' } satisfies AnnounceValues,
    schema: fundingSchemas.usdcDeposit,
    toRequest: (values) => ({
      amount: amountEntryToDecimal(values.amount, usdcDecimals),
      chain,
      ...(values.tx_hash.trim() ? { tx_hash: values.tx_hash.trim() } : {}),
    }),
  });
  const network = t(`funding.chains.${chain}`);

  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const payment = await sendWithKey(keys, body, (idempotencyKey) => announce({ body, idempotencyKey }).unwrap());
      form.reset();
      onAnnounced(payment);
    });
  });

  return (
    <FundingSection title={isSandbox ? t('funding.usdc.sandboxAnnounceTitle') : t('funding.usdc.announceTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {isSandbox ? (
            <SandboxNotice title={t('funding.usdc.sandboxTitle')}>
              <Text size="sm">{t('funding.usdc.sandboxIntro')}</Text>
              <Text size="sm">{t('funding.usdc.sandboxRejected')}</Text>
            </SandboxNotice>
          ) : (
            <Text size="sm" c="dimmed">
              {t('funding.usdc.announceIntro')}
            </Text>
          )}
          <FormAlert message={feedback.message} />
          <DepositAmountField
            label={t('funding.usdc.amountOn', { network })}
            asset="USDC"
            rule={rule}
            decimals={usdcDecimals}
            {...amountFieldProps(form, 'amount')}
          />
          <AddressInput
            label={t('funding.usdc.txHash')}
            description={t('funding.usdc.txHashHint')}
            {...form.getInputProps('tx_hash')}
          />
          <Button type="submit" loading={isLoading} w="fit-content">
            {isSandbox ? t('funding.usdc.sandboxSend') : t('funding.usdc.sent')}
          </Button>
        </Stack>
      </form>
    </FundingSection>
  );
}

/**
 * `/funding/usdc`: the investor's own USDC deposit address on each chain (QR code and copy), what
 * they hold, a form to say a transfer is on its way (in the sandbox, to act one out), the deposit
 * they announced followed live, conversions between USDC and US dollars, and their
 * latest USDC deposits; a refused one may go to compliance.
 */
export function UsdcPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const wallets = useUsdcWalletsQuery();
  const [chain, setChain] = useState<WithdrawalChain>('ETH');
  const [followed, setFollowed] = useState<Payment | null>(null);
  const wallet = wallets.data?.wallets.find((candidate) => candidate.chain === chain);
  const isSandbox = wallets.data?.is_sandbox ?? false;

  return (
    <FundingScreen
      title={t('funding.usdc.pageTitle')}
      description={t('funding.usdc.description')}
      isSandbox={isSandbox}
    >
      <WhenLoaded query={wallets}>
        {({ wallets: addresses }) => (
          <>
            <FundingSection title={t('funding.usdc.addressesTitle')}>
              <BalanceLine asset="USDC" />
              <SegmentedChoice
                aria-label={t('funding.usdc.network')}
                data={addresses.map((candidate) => ({
                  value: candidate.chain,
                  label: t(`funding.chains.${candidate.chain}`),
                }))}
                value={chain}
                onChange={(value) => setChain(value as WithdrawalChain)}
                fullWidth
                style={{ flexWrap: 'wrap' }}
              />
              {wallet ? <DepositAddress wallet={wallet} /> : null}
            </FundingSection>
            {followed ? <UsdcDepositStatus key={followed.id} initial={followed} /> : null}
            <AnnounceDeposit chain={chain} isSandbox={isSandbox} onAnnounced={setFollowed} />
            <ConvertSection isSandbox={isSandbox} />
            <RecentPayments method="USDC TRANSFER" action={(payment) => <ComplianceRequest payment={payment} />} />
          </>
        )}
      </WhenLoaded>
    </FundingScreen>
  );
}
