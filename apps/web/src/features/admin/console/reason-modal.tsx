import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';

/** The reason every administrator action takes (kept in the audit trail), loaded on demand (see lazy-schema.ts). */
const reasonSchema = lazySchema(
  async () => (await import('@invest/contracts/admin-users')).adminUserActionRequestSchema,
);

/** An action that needs the administrator's reason: what the dialog says, and what it does with the reason. */
export interface ReasonRequest {
  title: string;
  /** What the action will do, in a sentence. */
  consequence?: string;
  /** Who reads the reason besides administrators, when someone does (investors see a market's halt). */
  reasonDescription?: string;
  submitLabel: string;
  /** A colour white text reads on in both schemes (red.9 for what cannot be undone), or the domain's own without one. */
  color?: string;
  submit(reason: string): Promise<unknown>;
}

function ReasonForm({ request, onDone }: { request: ReasonRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const validation = useContractValidation(reasonSchema);
  const form = useForm({ initialValues: { reason: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const [isSaving, setSaving] = useState(false);

  const onSubmit = form.onSubmit(async ({ reason }) => {
    let isDone = false;
    setSaving(true);
    await feedback.attempt(async () => {
      await request.submit(reason);
      isDone = true;
    });
    setSaving(false);
    if (isDone) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {request.consequence ? <Text size="sm">{request.consequence}</Text> : null}
        <FormAlert message={feedback.message} />
        <Textarea
          label={t('admin.console.reasonLabel')}
          description={request.reasonDescription ?? t('admin.console.reasonDescription')}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.console.cancel')}
          </Button>
          <Button type="submit" color={request.color} loading={isSaving}>
            {request.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for the reason of an administrator's action, then runs it; the request stays shown while the
 * dialog closes. A refusal of the server is shown in the dialog, which stays open.
 */
export function ReasonModal({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  return (
    <Modal opened={request !== null} onClose={onClose} title={shown?.title ?? ''}>
      {shown ? <ReasonForm key={shown.title} request={shown} onDone={onClose} /> : null}
    </Modal>
  );
}
