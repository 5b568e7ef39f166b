import type { EthDepositInstructions } from '@invest/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { CautionAlert } from '../../shared/ui/caution-alert';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { CopyValue } from './copy-value';
import { useEthRateQuery, useMyWalletsQuery } from './deposits.api';
import { FundingScreen, FundingSection } from './funding-screen';
import { LinkedWallets } from './metamask-wallets';
import { QrValue } from './qr-code';
import { RecentPayments } from './recent-payments';
import { usePaymentFeed } from './use-payment-feed';

/** Where linked wallets send USDC: the platform's address, the token, and the confirmations it waits for. */
function DepositInstructions({ deposit }: { deposit: EthDepositInstructions | null }) {
  const { t } = useTranslation();
  if (!deposit) {
    return (
      <CautionAlert title={t('funding.metamask.offTitle')}>
        <Text size="sm">{t('funding.metamask.off')}</Text>
      </CautionAlert>
    );
  }
  return (
    <Stack gap="md">
      <QrValue
        label={t('funding.metamask.depositAddress')}
        value={deposit.deposit_address}
        qrLabel={t('funding.metamask.depositAddressQr')}
      />
      <CopyValue label={t('funding.metamask.tokenContract')} value={deposit.token_contract} />
      <CautionAlert title={t('funding.metamask.warningTitle')}>
        <Text size="sm">{t('funding.metamask.warning', { count: deposit.required_confirmations })}</Text>
      </CautionAlert>
    </Stack>
  );
}

/** What one ether is worth now, the provider's figure (a fixed demo one in the sandbox). */
function EthRateLine() {
  const { t } = useTranslation();
  const rate = useEthRateQuery();
  if (!rate.data) return null;
  return (
    <Text size="sm" c="dimmed">
      {t(rate.data.is_sandbox ? 'funding.metamask.rateSandbox' : 'funding.metamask.rate', {
        rate: formatMoney(rate.data.rate, 'USD'),
      })}
    </Text>
  );
}

/**
 * `/funding/metamask`: the investor links the Ethereum wallets they send USDC from (typed, or read
 * from MetaMask when the browser has it), sees the platform's deposit address, and what arrived
 * from their wallets, live.
 */
export function MetamaskPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const wallets = useMyWalletsQuery();
  const rate = useEthRateQuery();
  return (
    <FundingScreen
      title={t('funding.metamask.pageTitle')}
      description={t('funding.metamask.description')}
      isSandbox={rate.data?.is_sandbox}
    >
      <WhenLoaded query={wallets}>
        {(mine) => (
          <>
            <FundingSection title={t('funding.metamask.depositTitle')}>
              <EthRateLine />
              <DepositInstructions deposit={mine.deposit} />
            </FundingSection>
            <LinkedWallets wallets={mine.wallets} />
            <RecentPayments method="METAMASK" />
          </>
        )}
      </WhenLoaded>
    </FundingScreen>
  );
}
