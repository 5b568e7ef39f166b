import type { UserBonus } from '@invest/contracts';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../../shared/api/action-key';
import { formatMoney } from '../../../shared/format/money';
import { amountEntryToDecimal, formatUsd } from '../../../shared/forms/amount-entry';
import { AmountInput } from '../../../shared/forms/amount-input';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { bonusUserName } from './bonus-user-name';
import { usePayUserBonusMutation } from './bonuses.api';
import { payUserBonusSchema } from './bonuses-schemas';

interface PayValues {
  amount: string;
  confirmed: boolean;
}

/**
 * The payment of one bonus: the amount (all that is due at first, or part of it) and the
 * administrator's confirmation. The body carries the last payment date the list showed, so a bonus
 * someone paid meanwhile is refused, and the Idempotency-Key belongs to the body, so a retry after a
 * lost answer pays once.
 */
function PayBonusForm({ bonus, onDone }: { bonus: UserBonus; onDone: () => void }) {
  const { t } = useTranslation();
  const name = bonusUserName(bonus);
  const [pay, paying] = usePayUserBonusMutation();
  const keys = useActionKeys();
  const validation = useContractValidation(payUserBonusSchema, (values: PayValues) => ({
    id: bonus.id,
    last_bonus_date: bonus.last_bonus_date,
    amount: amountEntryToDecimal(values.amount),
  }));
  const initialValues: PayValues = { amount: formatUsd(bonus.amount_due), confirmed: false };
  const form = useForm({
    initialValues,
    ...validation,
  });
  const feedback = useFormFeedback(form);
  const amount = amountEntryToDecimal(form.getValues().amount);

  const onSubmit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      await sendWithKey(keys, body, (idempotencyKey) => pay({ body, idempotencyKey }).unwrap());
      notifications.show({ color: 'green', message: t('admin.bonuses.paid', { name }) });
      onDone();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <Text size="sm">
          {t('admin.bonuses.dueNow', { amount: `${formatMoney(bonus.amount_due, 'USD')} USD`, name })}
        </Text>
        <AmountInput
          label={t('admin.bonuses.amount')}
          description={t('admin.bonuses.amountHint')}
          leftSection="$"
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Checkbox
          label={t('admin.bonuses.confirm', { name })}
          {...form.getInputProps('confirmed', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.bonuses.cancel')}
          </Button>
          <Button type="submit" loading={paying.isLoading} disabled={!form.getValues().confirmed}>
            {t('admin.bonuses.submit', { amount: amount ? `${formatMoney(amount, 'USD')} USD` : '' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Pays the bonus of `bonus` (null: closed); the last one stays shown while the modal closes. */
export function PayBonusModal({ bonus, onClose }: { bonus: UserBonus | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(bonus);
  if (bonus && bonus !== shown) setShown(bonus);
  return (
    <Modal
      opened={bonus !== null}
      onClose={onClose}
      title={shown ? t('admin.bonuses.modalTitle', { name: bonusUserName(shown) }) : ''}
    >
      {shown ? <PayBonusForm key={`${shown.id}:${shown.last_bonus_date}`} bonus={shown} onDone={onClose} /> : null}
    </Modal>
  );
}
