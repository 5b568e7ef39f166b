import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useReviewOnboardingDocumentMutation, useReviewOnboardingUserMutation } from './onboarding-admin.api';
import { reviewReasonSchema } from './onboarding-admin-schemas';

/** The decision an administrator is about to take, on the whole account or on one document. */
export type PendingReview =
  | { target: 'user'; action: 'approve' | 'refuse'; name: string }
  | { target: 'document'; action: 'approve' | 'refuse' | 'request_reupload'; name: string; documentId: string };

const submitColors = { approve: 'green', refuse: 'red', request_reupload: 'orange' } as const;

function ReviewForm({ userId, review, onDone }: { userId: string; review: PendingReview; onDone: () => void }) {
  const { t } = useTranslation();
  const [reviewUser, userReview] = useReviewOnboardingUserMutation();
  const [reviewDocument, documentReview] = useReviewOnboardingDocumentMutation();
  const validation = useContractValidation(reviewReasonSchema);
  const form = useForm({ initialValues: { reason: '' }, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async ({ reason }) => {
    await feedback.attempt(async () => {
      if (review.target === 'user') {
        await reviewUser({ userId, body: { action: review.action, reason } }).unwrap();
      } else {
        await reviewDocument({
          userId,
          documentId: review.documentId,
          body: { action: review.action, reason },
        }).unwrap();
      }
      notifications.show({ color: 'green', message: t('admin.review.saved') });
      onDone();
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <Textarea
          label={t('admin.review.reasonLabel')}
          description={t('admin.review.reasonDescription')}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.review.cancel')}
          </Button>
          <Button
            type="submit"
            color={submitColors[review.action]}
            autoContrast
            loading={userReview.isLoading || documentReview.isLoading}
          >
            {t(`admin.review.submit.${review.action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the reason of a decision (kept in the audit trail), then saves it; the last decision stays shown while it closes. */
export function ReviewModal({
  userId,
  review,
  onClose,
}: {
  userId: string;
  review: PendingReview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(review);
  if (review && review !== shown) setShown(review);
  const title = !shown
    ? ''
    : shown.target === 'user'
      ? t(`admin.review.userTitles.${shown.action}`, { name: shown.name })
      : t(`admin.review.documentTitles.${shown.action}`, { name: shown.name });
  return (
    <Modal opened={review !== null} onClose={onClose} title={title}>
      {shown ? <ReviewForm key={JSON.stringify(shown)} userId={userId} review={shown} onDone={onClose} /> : null}
    </Modal>
  );
}
