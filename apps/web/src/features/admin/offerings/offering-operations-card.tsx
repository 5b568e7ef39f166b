import type { AdminOffering } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { useMoveOfferingMutation, useRunOfferingOperationMutation } from './admin-offerings.api';
import { transitionReasonSchema } from './admin-offerings-schemas';
import { destructiveOperations, type OfferingOperation, operationsOf } from './offering-operations';
import { PriceOfferingForm } from './price-offering-form';

function useRunOperation(offering: AdminOffering) {
  const [move] = useMoveOfferingMutation();
  const [run] = useRunOfferingOperationMutation();
  return (operation: Exclude<OfferingOperation, 'price'>, reason?: string): Promise<AdminOffering> => {
    const id = offering.id;
    switch (operation) {
      case 'announce':
        return move({ id, body: { to: 'upcoming' } }).unwrap();
      case 'open':
        return move({ id, body: { to: 'open' } }).unwrap();
      case 'cancel':
        return move({ id, body: { to: 'cancelled', ...(reason && { reason }) } }).unwrap();
      case 'close':
      case 'list':
        return run({ id, operation }).unwrap();
    }
  };
}

/** Asks before an operation; a cancellation takes a reason, kept in the state history. */
function ConfirmOperation({
  offering,
  operation,
  onDone,
}: {
  offering: AdminOffering;
  operation: Exclude<OfferingOperation, 'price'>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const runOperation = useRunOperation(offering);
  const validation = useContractValidation(transitionReasonSchema, ({ reason }: { reason: string }) => ({
    reason: reason.trim() || undefined,
  }));
  const form = useForm({ initialValues: { reason: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const asksReason = operation === 'cancel';

  const submit = form.onSubmit(({ reason }) =>
    feedback.attempt(async () => {
      const moved = await runOperation(operation, reason);
      notifications.show({
        color: 'green',
        message: t('admin.offering.done', { state: t(`offerings.states.${moved.state}`) }),
      });
      onDone();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`admin.offering.confirmTexts.${operation}`)}</Text>
        <FormAlert message={feedback.message} />
        {asksReason ? (
          <Textarea
            label={t('admin.offering.cancelReason')}
            description={t('admin.offering.cancelReasonHint')}
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('reason')}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.offering.back')}
          </Button>
          <Button
            type="submit"
            color={destructiveOperations.has(operation) ? 'red' : undefined}
            loading={form.submitting}
          >
            {t('admin.offering.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The operations the offering's state allows: announce, open, close, list, cancel. */
export function OfferingOperationsCard({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<OfferingOperation | null>(null);
  const [shown, setShown] = useState<OfferingOperation | null>(null);
  if (pending && pending !== shown) setShown(pending);
  const operations = operationsOf(offering);

  return (
    <SectionCard
      id="offering-operations"
      title={t('admin.offering.operations')}
      description={t('admin.offering.operationsDescription')}
    >
      {operations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.offering.noOperations')}
        </Text>
      ) : (
        <Group gap="sm">
          {operations.map((operation) => (
            <Button
              key={operation}
              variant={destructiveOperations.has(operation) ? 'light' : 'filled'}
              color={destructiveOperations.has(operation) ? 'red' : undefined}
              onClick={() => setPending(operation)}
            >
              {t(`admin.offering.actions.${operation}`)}
            </Button>
          ))}
        </Group>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={shown ? t(`admin.offering.confirmTitles.${shown}`, { name: offering.name }) : ''}
      >
        {shown === 'price' ? <PriceOfferingForm offering={offering} onDone={() => setPending(null)} /> : null}
        {shown && shown !== 'price' ? (
          <ConfirmOperation key={shown} offering={offering} operation={shown} onDone={() => setPending(null)} />
        ) : null}
      </Modal>
    </SectionCard>
  );
}
