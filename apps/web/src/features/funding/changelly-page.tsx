import type { Swap } from '@invest/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../shared/ui/field-group';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { FundingScreen } from './funding-screen';
import { RecentPayments } from './recent-payments';
import { SandboxNotice } from './sandbox-notice';
import { SwapForm } from './swap-form';
import { swapSetups } from './swap-setups';
import { SwapStatus } from './swap-status';
import { useSwapCurrenciesQuery } from './swaps.api';
import { usePaymentFeed } from './use-payment-feed';

const rateTypes = { floating: swapSetups.changellyFloating, fixed: swapSetups.changellyFixed } as const;
type RateType = keyof typeof rateTypes;

/**
 * `/funding/changelly`: a coin swapped into USDC at Changelly, at the floating rate (what the market
 * gives when the coins arrive) or a fixed one (held for a while, with a refund address required),
 * then followed live until it is delivered, fails or is refunded.
 */
export function ChangellyPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const currencies = useSwapCurrenciesQuery('changellyFloating');
  const [rateType, setRateType] = useState<RateType>('floating');
  const [swap, setSwap] = useState<Swap | null>(null);
  const setup = rateTypes[rateType];

  return (
    <FundingScreen
      title={t('funding.changelly.pageTitle')}
      description={t('funding.changelly.description')}
      isSandbox={currencies.data?.is_sandbox}
    >
      {swap ? (
        <SwapStatus rail={setup.rail} initial={swap} provider={setup.provider} onAnother={() => setSwap(null)} />
      ) : (
        <WhenLoaded query={currencies}>
          {(list) => (
            <>
              {list.is_sandbox ? (
                <SandboxNotice title={t('funding.swap.sandboxTitle')}>
                  <Text size="sm">{t('funding.changelly.sandbox')}</Text>
                  <Text size="sm">{t('funding.swap.sandboxRefund')}</Text>
                </SandboxNotice>
              ) : null}
              <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
                <Stack gap="lg">
                  <FieldGroup label={t('funding.changelly.rateType')}>
                    <SegmentedChoice
                      mt={6}
                      data={[
                        { value: 'floating', label: t('funding.changelly.floating') },
                        { value: 'fixed', label: t('funding.changelly.fixed') },
                      ]}
                      value={rateType}
                      onChange={(value) => setRateType(value === 'fixed' ? 'fixed' : 'floating')}
                    />
                    <Text size="xs" c="dimmed" mt={6}>
                      {t(`funding.changelly.${rateType}Hint`)}
                    </Text>
                  </FieldGroup>
                  <SwapForm
                    key={rateType}
                    setup={setup}
                    currencies={list.items.filter(
                      (currency) => rateType === 'floating' || currency.supports_fixed_rate,
                    )}
                    onOpened={setSwap}
                  />
                </Stack>
              </Paper>
            </>
          )}
        </WhenLoaded>
      )}
      <RecentPayments method="CHANGELLY_SWAP" />
    </FundingScreen>
  );
}
