import type { FundingMethod, Swap } from '@invest/contracts';
import { Button, Paper, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import type { LazySchema } from '../../shared/forms/lazy-schema';
import { FormAlert } from '../../shared/ui/form-alert';
import { amountFieldProps, DepositAmountField, useDepositForm } from './deposit-amount-field';
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

/**
 * The order form of a card purchase: US dollars, within the method's rule and less its fee, sent
 * once per Idempotency-Key; `children` adds what the amount typed calls for (the offers to choose from).
 */
export function PurchaseOrderForm<Request>({
  method,
  schema,
  toRequest,
  order,
  isLoading,
  submitLabel,
  onOrdered,
  children,
}: {
  method: FundingMethod;
  schema: LazySchema<Request>;
  toRequest: (amount: string | undefined) => unknown;
  order: (body: Request, idempotencyKey: string) => Promise<{ swap: Swap }>;
  isLoading: boolean;
  submitLabel: string;
  onOrdered: (swap: Swap) => void;
  children?: (amount: string | null) => ReactNode;
}) {
  const keys = useActionKeys();
  const { form, rule, feedback } = useDepositForm({
    method,
    asset: 'USD',
    amountField: 'amount',
    initialValues: { amount: '' },
    schema,
    toRequest: (values) => toRequest(amountEntryToDecimal(values.amount)),
  });
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const taken = await sendWithKey(keys, body, (idempotencyKey) => order(body, idempotencyKey));
      onOrdered(taken.swap);
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <DepositAmountField asset="USD" rule={rule} {...amountFieldProps(form, 'amount')} />
        {children?.(amountEntryToDecimal(form.values.amount) || null)}
        <Button type="submit" loading={isLoading} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
