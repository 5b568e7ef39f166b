import type { Currency, TradingAsset } from '@invest/contracts';
import { Alert, Button, Divider, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionKeys } from '../../shared/api/action-key';
import { isApiError } from '../../shared/api/api-error';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { AlertIcon } from '../../shared/ui/icons';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useDashboardQuery } from '../funding';
import { AvailableBalance } from './available-balance';
import { ConfirmOrderModal } from './confirm-order-modal';
import { useOrderActivity } from './order-activity';
import { explainOrder } from './order-explanation';
import { OrderExplanationView } from './order-explanation-view';
import {
  formFieldOf,
  hasLimitPrice,
  hasStopPrice,
  patchForOrderType,
  patchForSide,
  placeOrderBodyOf,
  previewOrder,
  timeInForceChoices,
} from './order-form-model';
import { describeOrderRuleProblem } from './order-rule-messages';
import { OrderSizeFields } from './order-size-fields';
import { OrderTotals } from './order-totals';
import { usePlaceOrderMutation } from './trading.api';
import {
  type OrderFormModel,
  type OrderFormType,
  type OrderSide,
  orderFormCleared,
  orderFormModelUpdated,
  type TimeInForce,
} from './trading.slice';
import { TradingMessageTitle } from './trading-message-title';
import { codeOfOrderRefusal, type TradingMessageCode } from './trading-messages';
import { orderRuleProblemsOf, parsePlaceOrder, placeOrderErrorsOf } from './trading-schemas';
import { usePriceReference } from './use-price-reference';

type FieldErrors = Partial<Record<keyof OrderFormModel, string>>;

const orderTypeChoices: OrderFormType[] = ['limit', 'market', 'stop', 'stopLimit'];

/** Simple mode reviews the order in a confirmation first; advanced mode places it at once. */
const submitKeys = {
  simple: { buy: 'submitBuy', sell: 'submitSell' },
  advanced: { buy: 'placeBuy', sell: 'placeSell' },
} as const;

/** The first field in the form's order that has an error, to move the focus to. */
const fieldOrder: (keyof OrderFormModel)[] = ['stopPrice', 'price', 'quantity', 'amount'];

/**
 * The order form (SPEC 3 orderFormModel: limit, good till cancel and buy by default, updated field by
 * field): side, type, prices, a quantity or an amount, the time in force in advanced mode, the fee
 * and total, and a plain-language preview of what will happen. Simple mode asks to confirm (TRD-13)
 * before the order is sent; a refusal shows with its SPEC 8 message, field errors on their fields.
 */
export function OrderForm({ market, asset }: { market: Currency; asset: TradingAsset | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const model = useAppSelector((state) => state.trading.orderFormModel);
  const isAdvanced = useAppSelector((state) => state.trading.tradingType === 'advanced');
  const reference = usePriceReference(market.Symbol, asset);
  const activity = useOrderActivity();
  const keys = useActionKeys();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ code: TradingMessageCode; message: string | null } | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const { data: dashboard } = useDashboardQuery();
  const availableBase = dashboard
    ? (dashboard.balances.find((balance) => balance.asset === market.BaseAsset)?.available ?? '0')
    : null;

  const preview = previewOrder(model, market, reference, availableBase);
  const explanation = explainOrder(model, market, preview, market.MarketHours.Close);
  const body = placeOrderBodyOf(model, market);
  const sizeField = model.sizeBy === 'amount' ? 'amount' : 'quantity';
  const tickText = t('trading.form.tickSize', {
    step: formatMoney(market.TickSize, market.QuoteAsset),
    quote: market.QuoteAsset,
  });

  const update = (patch: Partial<OrderFormModel>) => {
    dispatch(orderFormModelUpdated(patch));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const showFieldErrors = (fieldErrors: Record<string, string[] | string>) => {
    const found: FieldErrors = {};
    for (const [requestField, messages] of Object.entries(fieldErrors)) {
      const field = formFieldOf(requestField);
      const message = Array.isArray(messages) ? messages[0] : messages;
      if (field && message) found[field] = message;
    }
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`order-${first}`)?.focus();
    return Object.keys(found).length > 0;
  };

  const send = async () => {
    setRefusal(null);
    const request = parsePlaceOrder(body);
    const idempotencyKey = keys.keyFor(request);
    try {
      const order = await placeOrder({ body: request, idempotencyKey }).unwrap();
      keys.settle();
      setConfirming(false);
      activity.observe(order);
      dispatch(orderFormCleared());
    } catch (error) {
      keys.settle(error);
      setConfirming(false);
      if (isApiError(error) && showFieldErrors(error.fieldErrors)) return;
      const code = codeOfOrderRefusal(error);
      const message = isApiError(error) ? error.message : null;
      setRefusal({ code, message });
      activity.report(code, message ?? t(`trading.codes.${code}`));
    }
  };

  /** The host's rules of tick, lot and scale, checked here by the same function before the review. */
  const ruleErrorsOf = (): Record<string, string> =>
    Object.fromEntries(
      orderRuleProblemsOf(market, body).map((problem) => [problem.field, describeOrderRuleProblem(t, problem)]),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = { ...(placeOrderErrorsOf(body) as Record<string, string>), ...ruleErrorsOf() };
    if (preview.quantity === '0') {
      found[sizeField === 'amount' ? 'Amount' : 'Quantity'] =
        model.sizeBy === 'all'
          ? t('trading.form.nothingToSell', { base: market.BaseAsset })
          : t('trading.form.tooSmall', { lot: formatExchangeAmount(market.LotSize), base: market.BaseAsset });
    }
    if (showFieldErrors(found)) return;
    if (isAdvanced) await send();
    else setConfirming(true);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-form-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md" id="order-form-title">
            {t('trading.form.title')}
          </Title>
          {refusal ? (
            <Alert
              color="red"
              variant="light"
              icon={<AlertIcon />}
              role="alert"
              title={<TradingMessageTitle code={refusal.code} />}
            >
              {refusal.message}
            </Alert>
          ) : null}
          <SegmentedChoice
            fullWidth
            aria-label={t('trading.form.side')}
            value={model.side}
            onChange={(value) => update(patchForSide(model, value as OrderSide))}
            data={(['buy', 'sell'] as const).map((side) => ({ value: side, label: t(`trading.side.${side}`) }))}
          />
          <Select
            label={t('trading.form.orderType')}
            allowDeselect={false}
            value={model.orderType}
            onChange={(value) => value && update(patchForOrderType(value as OrderFormType))}
            data={orderTypeChoices.map((type) => ({ value: type, label: t(`trading.orderType.${type}`) }))}
          />
          {hasStopPrice(model.orderType) ? (
            <TextInput
              id="order-stopPrice"
              label={t('trading.form.stopPrice', { quote: market.QuoteAsset })}
              description={`${t('trading.form.stopPriceHint')} ${tickText}`}
              inputMode="decimal"
              autoComplete="off"
              required
              value={model.stopPrice}
              onChange={(event) => update({ stopPrice: event.currentTarget.value })}
              error={errors.stopPrice}
            />
          ) : null}
          {hasLimitPrice(model.orderType) ? (
            <TextInput
              id="order-price"
              label={t('trading.form.price', { quote: market.QuoteAsset })}
              inputMode="decimal"
              autoComplete="off"
              required
              description={tickText}
              value={model.price}
              onChange={(event) => update({ price: event.currentTarget.value })}
              error={errors.price}
            />
          ) : null}
          <OrderSizeFields
            model={model}
            market={market}
            reference={reference}
            preview={preview}
            error={errors[sizeField]}
          />
          {isAdvanced ? (
            <Select
              label={t('trading.form.timeInForce')}
              allowDeselect={false}
              value={model.timeInForce}
              onChange={(value) => value && update({ timeInForce: value as TimeInForce })}
              data={timeInForceChoices(model.orderType).map((choice) => ({
                value: choice,
                label: t(`trading.timeInForce.${choice}`),
              }))}
            />
          ) : null}
          <AvailableBalance market={market} side={model.side} preview={preview} />
          <Divider />
          <OrderTotals preview={preview} market={market} side={model.side} />
          <OrderExplanationView explanation={explanation} titleId="order-preview-title" />
          <Button type="submit" loading={isLoading} fullWidth>
            {t(`trading.form.${submitKeys[isAdvanced ? 'advanced' : 'simple'][model.side]}`, {
              base: market.BaseAsset,
            })}
          </Button>
        </Stack>
      </form>
      <ConfirmOrderModal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
        isSending={isLoading}
        market={market}
        side={model.side}
        sizeBy={model.sizeBy}
        preview={preview}
        explanation={explanation}
      />
    </Paper>
  );
}
