import type { AmendOrderRequest, Currency, Order } from '@invest/contracts';
import { orderTypes } from '@invest/contracts/trading-codes';
import { formatUnits } from '@invest/money';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { isApiError } from '../../shared/api/api-error';
import { FormAlert } from '../../shared/ui/form-alert';
import { readUnits } from './market-amounts';
import { useOrderActivity } from './order-activity';
import { describeOrderRuleProblem } from './order-rule-messages';
import { useAmendOrderMutation } from './trading.api';
import { orderRuleProblemsOf } from './trading-schemas';

type AmendField = keyof AmendOrderRequest;

/** What is still open of an order, as a decimal of its market's quantity scale. */
function openQuantityOf(order: Order, market: Currency): string {
  const scale = market.QuantityScale;
  const open = (readUnits(order.RefOrderQty, scale) ?? 0n) - (readUnits(order.TotalFilledOrderQty, scale) ?? 0n);
  return formatUnits(open > 0n ? open : 0n, scale);
}

const takesPrice = (order: Order) => order.OrderType === orderTypes.limit || order.OrderType === orderTypes.stopLimit;
const takesStopPrice = (order: Order) =>
  order.OrderType === orderTypes.stop || order.OrderType === orderTypes.stopLimit;

/**
 * Edits an open order in place (cancel-replace): its open quantity and the prices its type takes.
 * The replacement keeps the order's place in the book only when the quantity goes down at the same
 * prices, which the dialog says. The market's rules are checked before sending, the host's refusal
 * shown in the dialog, which stays open to try again.
 */
export function AmendOrderModal({
  order,
  market,
  onSending,
  onClose,
}: {
  order: Order;
  market: Currency;
  /** Told when the replacement is sent and when its answer came: the order is Pending replace meanwhile. */
  onSending: (isSending: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const activity = useOrderActivity();
  const keys = useActionKeys();
  const [amend, { isLoading }] = useAmendOrderMutation();
  const [values, setValues] = useState<Record<AmendField, string>>({
    Quantity: openQuantityOf(order, market),
    Price: order.Price ?? '',
    StopPrice: order.StopPrice ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<AmendField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const body: AmendOrderRequest = {
    Quantity: values.Quantity.trim(),
    ...(takesPrice(order) ? { Price: values.Price.trim() } : {}),
    ...(takesStopPrice(order) ? { StopPrice: values.StopPrice.trim() } : {}),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asNew = { ShareName: order.ShareName, Side: order.Side, OrderType: order.OrderType, ...body };
    const problems = orderRuleProblemsOf(market, asNew);
    const found: Partial<Record<AmendField, string>> = {};
    for (const field of ['Quantity', 'Price', 'StopPrice'] as const) {
      if (field in body && body[field] === '') found[field] = t('trading.amend.required');
    }
    for (const problem of problems) found[problem.field as AmendField] ??= describeOrderRuleProblem(t, problem);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    onSending(true);
    try {
      const replacement = await sendWithKey(keys, body, (idempotencyKey) =>
        amend({ orderId: order.OrderId, body, idempotencyKey }).unwrap(),
      );
      activity.observe(replacement);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, [message]]) => [field, message])));
      setRefusal(isApiError(error) && error.message ? error.message : t('trading.amend.failed'));
    } finally {
      onSending(false);
    }
  };

  const field = (name: AmendField, label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      value={values[name]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('trading.amend.title', { market: order.ShareName })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('trading.amend.explain')}
          </Text>
          {takesStopPrice(order) ? field('StopPrice', t('trading.form.stopPrice', { quote: market.QuoteAsset })) : null}
          {takesPrice(order) ? field('Price', t('trading.form.price', { quote: market.QuoteAsset })) : null}
          {field('Quantity', t('trading.amend.openQuantity', { base: market.BaseAsset }))}
          <FormAlert message={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('trading.amend.keep')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('trading.amend.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
