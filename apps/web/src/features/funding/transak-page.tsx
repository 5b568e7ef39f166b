import type { Swap } from '@invest/contracts';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/ui/form-alert';
import { amountEntryToDecimal } from '../onboarding/fields/amount-entry';
import { sendWithKey, useActionKeys } from './action-key';
import { DepositAmountField, useDepositForm } from './deposit-amount-field';
import { fundingSchemas } from './funding-schemas';
import { PurchaseScreen } from './purchase-screen';
import { useCreateTransakOrderMutation } from './swaps.api';

const provider = 'Transak';

/** The purchase: US dollars paid by card at Transak's checkout, less the domain's fee. */
function TransakOrderForm({ onOrdered }: { onOrdered: (swap: Swap) => void }) {
  const { t } = useTranslation();
  const keys = useActionKeys();
  const [order, { isLoading }] = useCreateTransakOrderMutation();
  const { form, rule, feedback } = useDepositForm({
    method: 'TRANSAK',
    asset: 'USD',
    amountField: 'amount',
    initialValues: { amount: '' },
    schema: fundingSchemas.transakOrder,
    toRequest: (values) => ({ fiat_amount: amountEntryToDecimal(values.amount) }),
  });
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const taken = await sendWithKey(keys, body, (idempotencyKey) => order({ body, idempotencyKey }).unwrap());
      onOrdered(taken.swap);
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <DepositAmountField
          asset="USD"
          rule={rule}
          {...form.getInputProps('amount')}
          onChange={(value) => form.setFieldValue('amount', value)}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.transak.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/funding/transak`: US dollars bought by card through Transak's checkout (a link to it once the
 * order is recorded; the sandbox acts the purchase out by itself), then followed live until Transak
 * delivers or fails.
 */
export function TransakPage() {
  const { t } = useTranslation();
  return (
    <PurchaseScreen
      method="TRANSAK"
      rail="transak"
      provider={provider}
      title={t('funding.transak.pageTitle')}
      description={t('funding.transak.description')}
      renderForm={(onOrdered) => <TransakOrderForm onOrdered={onOrdered} />}
    />
  );
}
