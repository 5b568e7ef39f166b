import type { Currency } from '@invest/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { useAppDispatch } from '../../shared/store/hooks';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { type OrderPreview, type PriceReference, patchForSizeMode } from './order-form-model';
import { type OrderFormModel, type OrderSizeMode, orderFormModelUpdated } from './trading.slice';

/**
 * How big the order is: a quantity of the base asset, or an amount of the quote asset worked out
 * into whole lots at the order's price; each shows the other as a hint.
 */
export function OrderSizeFields({
  model,
  market,
  reference,
  preview,
  error,
}: {
  model: OrderFormModel;
  market: Currency;
  reference: PriceReference;
  preview: OrderPreview;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isByAmount = model.sizeBy === 'amount';
  const hint = isByAmount
    ? preview.quantity &&
      t('trading.form.amountHint', { quantity: formatExchangeAmount(preview.quantity), base: market.BaseAsset })
    : preview.cost &&
      t('trading.form.quantityHint', {
        amount: formatMoney(preview.cost, market.QuoteAsset),
        quote: market.QuoteAsset,
      });

  return (
    <Stack gap={6}>
      <SegmentedChoice
        size="xs"
        aria-label={t('trading.form.sizeBy')}
        value={model.sizeBy}
        onChange={(value) =>
          dispatch(orderFormModelUpdated(patchForSizeMode(model, value as OrderSizeMode, market, reference)))
        }
        data={[
          { value: 'quantity', label: t('trading.form.byQuantity') },
          { value: 'amount', label: t('trading.form.byAmount') },
        ]}
      />
      <TextInput
        id={`order-${model.sizeBy}`}
        label={
          isByAmount
            ? t('trading.form.amount', { quote: market.QuoteAsset })
            : t('trading.form.quantity', { base: market.BaseAsset })
        }
        inputMode="decimal"
        autoComplete="off"
        required
        value={isByAmount ? model.amount : model.quantity}
        onChange={(event) =>
          dispatch(orderFormModelUpdated({ [model.sizeBy]: event.currentTarget.value } as Partial<OrderFormModel>))
        }
        description={hint || undefined}
        error={error}
      />
    </Stack>
  );
}
