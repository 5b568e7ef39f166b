import type { AdminOffering } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFeedback } from '../../../shared/errors/form-feedback';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
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

/** What the operation made of the offering, said once it is done. */
function useAnnounceDone() {
  const { t } = useTranslation();
  return (moved: AdminOffering) =>
    notifications.show({
      color: 'green',
      message: t('admin.offering.done', { state: t(`offerings.states.${moved.state}`) }),
    });
}

/** The cancellation of an offering, which takes a reason kept in the state history. */
function CancelOfferingForm({ offering, onDone }: { offering: AdminOffering; onDone: () => void }) {
  const { t } = useTranslation();
  const runOperation = useRunOperation(offering);
  const announceDone = useAnnounceDone();
  const validation = useContractValidation(transitionReasonSchema, ({ reason }: { reason: string }) => ({
    reason: reason.trim() || undefined,
  }));
  const form = useForm({ initialValues: { reason: '' }, ...validation });
  const feedback = useFormFeedback(form);

  const submit = form.onSubmit(({ reason }) =>
    feedback.attempt(async () => {
      announceDone(await runOperation('cancel', reason));
      onDone();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('admin.offering.confirmTexts.cancel')}</Text>
        <FormAlert message={feedback.message} />
        <Textarea
          label={t('admin.offering.cancelReason')}
          description={t('admin.offering.cancelReasonHint')}
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.offering.back')}
          </Button>
          <Button type="submit" color="red" loading={form.submitting}>
            {t('admin.offering.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks before an operation that takes nothing more than a yes. */
function ConfirmOperationDialog({
  offering,
  operation,
  onClose,
}: {
  offering: AdminOffering;
  operation: Exclude<OfferingOperation, 'price' | 'cancel'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const runOperation = useRunOperation(offering);
  const announceDone = useAnnounceDone();
  const [shown, setShown] = useState(operation);
  if (operation && operation !== shown) setShown(operation);
  const [isRunning, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!shown) return;
    setRunning(true);
    try {
      announceDone(await runOperation(shown));
      close();
    } catch (error) {
      setProblem(formFeedback(error, []).message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <ConfirmDialog
      opened={operation !== null}
      onClose={close}
      onConfirm={() => void confirm()}
      title={shown ? t(`admin.offering.confirmTitles.${shown}`, { name: offering.name }) : ''}
      cancelLabel={t('admin.offering.back')}
      confirmLabel={t('admin.offering.confirm')}
      confirmColor={shown && destructiveOperations.has(shown) ? 'red' : undefined}
      isConfirming={isRunning}
      error={problem}
    >
      {shown ? <Text size="sm">{t(`admin.offering.confirmTexts.${shown}`)}</Text> : null}
    </ConfirmDialog>
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
        opened={pending === 'price' || pending === 'cancel'}
        onClose={() => setPending(null)}
        title={shown ? t(`admin.offering.confirmTitles.${shown}`, { name: offering.name }) : ''}
      >
        {shown === 'price' ? <PriceOfferingForm offering={offering} onDone={() => setPending(null)} /> : null}
        {shown === 'cancel' ? <CancelOfferingForm offering={offering} onDone={() => setPending(null)} /> : null}
      </Modal>
      <ConfirmOperationDialog
        offering={offering}
        operation={pending === 'price' || pending === 'cancel' ? null : pending}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}
