import type { Swap } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { fundingSchemas } from './funding-schemas';
import { PurchaseOrderForm, PurchaseScreen } from './purchase-screen';
import { useCreateTransakOrderMutation } from './swaps.api';

const provider = 'Transak';

/** The purchase: US dollars paid by card at Transak's checkout, less the domain's fee. */
function TransakOrderForm({ onOrdered }: { onOrdered: (swap: Swap) => void }) {
  const { t } = useTranslation();
  const [order, { isLoading }] = useCreateTransakOrderMutation();
  return (
    <PurchaseOrderForm
      method="TRANSAK"
      schema={fundingSchemas.transakOrder}
      toRequest={(amount) => ({ fiat_amount: amount })}
      order={(body, idempotencyKey) => order({ body, idempotencyKey }).unwrap()}
      isLoading={isLoading}
      submitLabel={t('funding.transak.submit')}
      onOrdered={onOrdered}
    />
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
