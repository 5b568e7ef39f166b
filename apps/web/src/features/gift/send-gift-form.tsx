import type { GiftCard } from '@invest/contracts';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { formatMoney } from '../../shared/format/money';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { useDashboardQuery } from '../funding';
import { useDomainSettingsQuery } from '../tenants';
import { useSendGiftCardMutation } from './gift.api';
import { GiftCardPreview } from './gift-card-preview';
import { sendGiftCardSchema } from './gift-schemas';

interface SendGiftValues {
  amount: string;
  first_name: string;
  last_name: string;
  email: string;
}

const emptyValues: SendGiftValues = { amount: '', first_name: '', last_name: '', email: '' };

/**
 * A gift card bought from the sender's available US dollars: the recipient, the amount, and a
 * preview of the card they will get. The Idempotency-Key belongs to the card's fields, so a retry
 * after a lost answer sends one card.
 */
export function SendGiftForm({ onSent }: { onSent: (card: GiftCard) => void }) {
  const { t } = useTranslation();
  const senderName = useAppSelector((state) => state.auth.user?.first_name ?? '');
  const domainId = useDomainSettingsQuery().data?.id ?? '';
  const available = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true }).data?.balances.find(
    (balance) => balance.asset === 'USD',
  )?.available;
  const [send, { isLoading }] = useSendGiftCardMutation();
  const keys = useActionKeys();
  const validation = useContractValidation(sendGiftCardSchema, (values: SendGiftValues) => ({
    ...values,
    amount: amountEntryToDecimal(values.amount),
    domain_id: domainId,
  }));
  const form = useForm({ initialValues: emptyValues, ...validation });
  const feedback = useFormFeedback(form);
  const values = form.getValues();

  const onSubmit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      const card = await sendWithKey(keys, body, (idempotencyKey) => send({ body, idempotencyKey }).unwrap());
      form.reset();
      onSent(card);
    }),
  );

  const recipient = [values.first_name, values.last_name].join(' ').trim();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <AmountInput
            label={t('gift.send.amount')}
            description={available ? t('gift.send.available', { amount: formatMoney(available, 'USD') }) : undefined}
            leftSection="$"
            required
            {...form.getInputProps('amount')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('gift.send.firstName')}
              autoComplete="off"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('gift.send.lastName')}
              autoComplete="off"
              required
              {...form.getInputProps('last_name')}
            />
          </Group>
          <TextInput
            label={t('gift.send.email')}
            description={t('gift.send.emailHint')}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={isLoading}>
            {t('gift.send.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" align="center">
        <GiftCardPreview amount={amountEntryToDecimal(values.amount)} from={senderName} to={recipient || undefined} />
        <Text size="xs" c="dimmed" ta="center" maw={360}>
          {t('gift.send.previewHint')}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
