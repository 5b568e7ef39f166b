import type { OnboardingReview } from '@invest/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { useAppSelector } from '../../../shared/store/hooks';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';

/** The audit trail: every decision on the investor, who took it, when and why. */
export function ReviewTrailCard({
  reviews,
  documentName,
}: {
  reviews: OnboardingReview[];
  documentName: (documentId: string) => string;
}) {
  const { t } = useTranslation();
  const myId = useAppSelector((state) => state.auth.user?.id);
  return (
    <SectionCard id="trail-title" title={t('admin.user.trailTitle')} description={t('admin.user.trailDescription')}>
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.user.noReviews')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <TableHead
              labels={[
                t('admin.user.when'),
                t('admin.user.decision'),
                t('admin.user.document'),
                t('admin.user.reason'),
                t('admin.user.by'),
              ]}
            />
            <Table.Tbody>
              {reviews.map((review) => (
                <Table.Tr key={review.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {formatDateTime(review.at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`admin.user.actions.${review.action}`)}</Table.Td>
                  <Table.Td>
                    {review.document_id ? documentName(review.document_id) : t('admin.user.wholeAccount')}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {review.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>{review.actor_id === myId ? t('admin.user.you') : review.actor_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
