import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ReasonModal, type ReasonRequest } from '../console/reason-modal';
import { useReviewOnboardingDocumentMutation, useReviewOnboardingUserMutation } from './onboarding-admin.api';

/** The decision an administrator is about to take, on the whole account or on one document. */
export type PendingReview =
  | { target: 'user'; action: 'approve' | 'refuse'; name: string }
  | { target: 'document'; action: 'approve' | 'refuse' | 'request_reupload'; name: string; documentId: string };

/** The confirming button of each decision, dark enough for white text in both schemes. */
const submitColors = { approve: 'green.9', refuse: 'red.9', request_reupload: 'orange.9' } as const;

/** Asks for the reason of a decision (kept in the audit trail; the investor sees a refusal's), then saves it. */
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
  const [reviewUser] = useReviewOnboardingUserMutation();
  const [reviewDocument] = useReviewOnboardingDocumentMutation();
  const request: ReasonRequest | null = review && {
    title:
      review.target === 'user'
        ? t(`admin.review.userTitles.${review.action}`, { name: review.name })
        : t(`admin.review.documentTitles.${review.action}`, { name: review.name }),
    reasonDescription: t('admin.review.reasonDescription'),
    submitLabel: t(`admin.review.submit.${review.action}`),
    color: submitColors[review.action],
    submit: async (reason) => {
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
    },
  };
  return <ReasonModal request={request} onClose={onClose} />;
}
