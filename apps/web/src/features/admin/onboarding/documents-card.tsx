import type { OnboardingDocument } from '@invest/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatFileSize } from '../../../shared/format/file-size';
import outlined from '../../../shared/ui/outlined.module.css';
import { SectionCard } from '../../../shared/ui/section-card';
import { DocumentFile } from './document-file';
import { Fact } from './fact';
import classes from './onboarding-admin.module.css';
import type { PendingReview } from './review-modal';
import { StatusBadge } from './status-badge';
import { stepLabelOf } from './step-label';

function DocumentEntry({
  document,
  name,
  onReview,
}: {
  document: OnboardingDocument;
  name: string;
  onReview: (review: PendingReview) => void;
}) {
  const { t } = useTranslation();
  const review = (action: 'approve' | 'refuse' | 'request_reupload') =>
    onReview({ target: 'document', action, name, documentId: document.id });
  const headingId = `document-${document.id}`;
  return (
    <li className={outlined.outlined} aria-labelledby={headingId}>
      <Group align="flex-start" gap="lg">
        <DocumentFile document={document} name={name} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Group gap="sm">
            <Text fw={600} id={headingId}>
              {name}
            </Text>
            <StatusBadge status={document.status} label={t(`admin.onboarding.documentStates.${document.status}`)} />
          </Group>
          {document.status_reason ? (
            <Text size="sm">{t('admin.user.statusReason', { reason: document.status_reason })}</Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact label={t('admin.user.step')} value={stepLabelOf(document.step)} />
            <Fact label={t('admin.user.uploadedAt')} value={formatDateTime(document.created_at)} />
            <Fact label={t('admin.user.size')} value={formatFileSize(document.size)} />
          </SimpleGrid>
          <Group gap="xs">
            <Button size="xs" color="green" variant="light" onClick={() => review('approve')}>
              {t('admin.user.approve')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => review('refuse')}>
              {t('admin.user.refuse')}
            </Button>
            <Button size="xs" color="orange" variant="light" onClick={() => review('request_reupload')}>
              {t('admin.user.requestReupload')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}

/** Every document the investor uploaded, each with its file and the three decisions. */
export function DocumentsCard({
  documents,
  nameOf,
  onReview,
}: {
  documents: OnboardingDocument[];
  nameOf: (document: OnboardingDocument) => string;
  onReview: (review: PendingReview) => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="documents-title"
      title={t('admin.user.documentsTitle')}
      description={t('admin.user.documentsDescription')}
    >
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.user.noDocuments')}
        </Text>
      ) : (
        <ul className={classes.documents}>
          {documents.map((document) => (
            <DocumentEntry key={document.id} document={document} name={nameOf(document)} onReview={onReview} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
