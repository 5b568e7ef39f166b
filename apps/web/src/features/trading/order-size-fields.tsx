import type { Currency } from '@invest/contracts';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { useAppDispatch } from '../../shared/store/hooks';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { type OrderPreview, type PriceReference, patchForSizeMode } from './order-form-model';
import { type OrderFormModel, type OrderSizeMode, orderFormModelUpdated } from './trading.slice';

/**
 * How big the order is: a quantity of the base asset (in whole lots, the lot size shown), an amount of
 * the quote asset that the host works out into whole lots at the order's price, or for a sell the
 * whole available position, even below the lot size; each shows the other as a hint.
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
  const lot = t('trading.form.lotSize', { step: formatExchangeAmount(market.LotSize), base: market.BaseAsset });
  const modes: OrderSizeMode[] = model.side === 'sell' ? ['quantity', 'amount', 'all'] : ['quantity', 'amount'];
  const choice = (
    <SegmentedChoice
      size="xs"
      aria-label={t('trading.form.sizeBy')}
      value={model.sizeBy}
      onChange={(value) =>
        dispatch(orderFormModelUpdated(patchForSizeMode(model, value as OrderSizeMode, market, reference)))
      }
      data={modes.map((mode) => ({ value: mode, label: t(`trading.form.sizeModes.${mode}`) }))}
    />
  );

  if (model.sizeBy === 'all') {
    return (
      <Stack gap={6}>
        {choice}
        <Text size="sm" id="order-quantity" role={error ? 'alert' : undefined} c={error ? 'red' : undefined}>
          {error ??
            (preview.quantity === null
              ? t('trading.form.sellAllLoading')
              : t('trading.form.sellAllHint', {
                  quantity: formatExchangeAmount(preview.quantity),
                  base: market.BaseAsset,
                }))}
        </Text>
      </Stack>
    );
  }

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
      {choice}
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
        description={hint ? `${hint} ${lot}` : lot}
        error={error}
      />
    </Stack>
  );
}
