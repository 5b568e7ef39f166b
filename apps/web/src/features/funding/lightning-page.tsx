import type { LightningInvoice } from '@invest/contracts';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useBitcoinPriceQuery, useLightningAccountQuery, useLightningCurrenciesQuery } from './deposits.api';
import { FundingScreen, FundingSection } from './funding-screen';
import { LightningInvoiceForm } from './lightning-invoice-form';
import { LightningInvoiceView } from './lightning-invoice-view';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { usePaymentFeed } from './use-payment-feed';

/** The sandbox's invoice that nobody pays (apps/server/src/modules/funding/providers/ibex-sandbox.ts). */
const sandboxUnpaidBtc = '0.0001313';

/** The investor's bitcoin: available, and what their unpaid invoices would bring; live. */
function BitcoinAccount() {
  const { t } = useTranslation();
  const account = useLightningAccountQuery();
  const price = useBitcoinPriceQuery();
  return (
    <FundingSection title={t('funding.lightning.accountTitle')}>
      <WhenLoaded query={account}>
        {(bitcoin) => (
          <Group gap="xl" aria-live="polite">
            <Text>{t('funding.lightning.available', { btc: formatExchangeAmount(bitcoin.available) })}</Text>
            <Text c="dimmed">{t('funding.lightning.awaiting', { btc: formatExchangeAmount(bitcoin.pending) })}</Text>
          </Group>
        )}
      </WhenLoaded>
      {price.data ? (
        <Text size="sm" c="dimmed">
          {t('funding.lightning.price', { price: formatMoney(price.data.price, 'USD') })}
        </Text>
      ) : null}
    </FundingSection>
  );
}

/**
 * `/funding/lightning`: a deposit of bitcoin over Lightning (Ibex): the investor asks for an invoice
 * for an amount, pays it from any Lightning wallet (QR code or text), and sees it paid, or expired.
 */
export function LightningPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const currencies = useLightningCurrenciesQuery();
  const price = useBitcoinPriceQuery();
  const [invoice, setInvoice] = useState<LightningInvoice | null>(null);
  const isSandbox = currencies.data?.is_sandbox ?? false;

  return (
    <FundingScreen
      title={t('funding.lightning.pageTitle')}
      description={t('funding.lightning.description')}
      isSandbox={isSandbox}
    >
      <BitcoinAccount />
      <WhenLoaded query={currencies}>
        {({ items }) =>
          invoice ? (
            <LightningInvoiceView key={invoice.payment.id} initial={invoice} onAnother={() => setInvoice(null)} />
          ) : (
            <>
              {isSandbox ? (
                <SandboxNotice title={t('funding.lightning.sandboxTitle')}>
                  <Text size="sm">
                    {t('funding.lightning.sandboxIntro', { unpaid: formatExchangeAmount(sandboxUnpaidBtc) })}
                  </Text>
                </SandboxNotice>
              ) : null}
              <FundingSection title={t('funding.lightning.invoiceFormTitle')}>
                <LightningInvoiceForm currencies={items} btcPrice={price.data?.price} onCreated={setInvoice} />
              </FundingSection>
            </>
          )
        }
      </WhenLoaded>
      <RecentPayments method="LIGHTNING" />
    </FundingScreen>
  );
}
