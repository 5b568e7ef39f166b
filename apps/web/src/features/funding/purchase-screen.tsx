import type { FundingMethod, Swap } from '@invest/contracts';
import { Paper } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FundingScreen } from './funding-screen';
import { RecentPayments } from './recent-payments';
import { SwapStatus } from './swap-status';
import type { SwapReadRail } from './swaps.api';
import { usePaymentFeed } from './use-payment-feed';

/**
 * A card purchase paid at a provider's checkout (Transak, Changelly buy): the order form until an
 * order is recorded, then the purchase followed live until the provider delivers or fails, and the
 * method's recent deposits below.
 */
export function PurchaseScreen({
  method,
  rail,
  provider,
  title,
  description,
  renderForm,
}: {
  method: FundingMethod;
  rail: SwapReadRail;
  provider: string;
  title: string;
  description: string;
  renderForm: (onOrdered: (swap: Swap) => void) => ReactNode;
}) {
  usePaymentFeed();
  const [swap, setSwap] = useState<Swap | null>(null);
  return (
    <FundingScreen title={title} description={description} isSandbox={swap?.payment.is_sandbox}>
      {swap ? (
        <SwapStatus rail={rail} initial={swap} provider={provider} onAnother={() => setSwap(null)} />
      ) : (
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          {renderForm(setSwap)}
        </Paper>
      )}
      <RecentPayments method={method} />
    </FundingScreen>
  );
}
