import type { Swap } from '@invest/contracts';
import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { FundingScreen } from './funding-screen';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { SwapForm } from './swap-form';
import { swapSetups } from './swap-setups';
import { SwapStatus } from './swap-status';
import { useSwapCurrenciesQuery, useSwapPairsQuery } from './swaps.api';
import { usePaymentFeed } from './use-payment-feed';

const modes = { fiat: swapSetups.changenowFiat, crypto: swapSetups.changenowCrypto } as const;
type Mode = keyof typeof modes;

/** One of the two ways to pay ChangeNOW: its currencies, then the form, then the swap opened. */
function ChangeNowSwap({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const setup = modes[mode];
  const currencies = useSwapCurrenciesQuery(setup.rail);
  const pairs = useSwapPairsQuery(mode === 'crypto' ? { to_currency: 'usdc' } : skipToken);
  const [swap, setSwap] = useState<Swap | null>(null);
  if (swap) {
    return <SwapStatus rail={setup.rail} initial={swap} provider={setup.provider} onAnother={() => setSwap(null)} />;
  }
  const pairList = pairs.data?.items;
  return (
    <WhenLoaded query={currencies}>
      {(list) => (
        <Stack gap="lg">
          {list.is_sandbox ? (
            <SandboxNotice title={t('funding.swap.sandboxTitle')}>
              <Text size="sm">{t(`funding.changenow.sandbox.${mode}`)}</Text>
              <Text size="sm">{t('funding.swap.sandboxRefund')}</Text>
            </SandboxNotice>
          ) : null}
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
            <SwapForm
              setup={setup}
              currencies={
                pairList ? list.items.filter((currency) => pairList.includes(`${currency.ticker}_usdc`)) : list.items
              }
              onOpened={setSwap}
            />
          </Paper>
        </Stack>
      )}
    </WhenLoaded>
  );
}

/**
 * `/funding/changenow`: buying with a card or a bank transfer at ChangeNOW's checkout (credited in
 * US dollars), or swapping a coin sent to ChangeNOW (credited in USDC); each followed live.
 */
export function ChangeNowPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const [mode, setMode] = useState<Mode>('fiat');
  const currencies = useSwapCurrenciesQuery(modes[mode].rail);
  return (
    <FundingScreen
      title={t('funding.changenow.pageTitle')}
      description={t('funding.changenow.description')}
      isSandbox={currencies.data?.is_sandbox}
    >
      <Tabs value={mode} onChange={(value) => setMode(value === 'crypto' ? 'crypto' : 'fiat')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fiat">{t('funding.changenow.fiatTab')}</Tabs.Tab>
          <Tabs.Tab value="crypto">{t('funding.changenow.cryptoTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fiat" pt="lg">
          <ChangeNowSwap mode="fiat" />
        </Tabs.Panel>
        <Tabs.Panel value="crypto" pt="lg">
          <ChangeNowSwap mode="crypto" />
        </Tabs.Panel>
      </Tabs>
      <RecentPayments method="CHANGENOW" />
    </FundingScreen>
  );
}
