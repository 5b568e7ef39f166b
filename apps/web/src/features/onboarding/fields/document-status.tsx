import type { OnboardingDocument } from '@invest/contracts/onboarding';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatFileSize } from '../../../shared/format/file-size';
import { FileIcon } from '../../../shared/ui/icons';

const statusColors = {
  pending: 'blue',
  approved: 'teal',
  refused: 'red',
  reupload_requested: 'orange',
  expired: 'red',
  superseded: 'gray',
} as const;

/** Whether a document no longer counts and must be sent again (SPEC: refused, or asked again). */
export function needsReupload(document: OnboardingDocument): boolean {
  return document.status === 'refused' || document.status === 'reupload_requested';
}

/** One uploaded document: its type, when, its size and review status, and why it must be sent again. */
export function UploadedDocument({ document, typeName }: { document: OnboardingDocument; typeName: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <FileIcon size={20} aria-hidden="true" />
            <div>
              <Text size="sm" fw={600}>
                {typeName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(document.created_at)} · {formatFileSize(document.size)}
              </Text>
            </div>
          </Group>
          <Badge variant="light" color={statusColors[document.status]}>
            {t(`onboarding.documents.status.${document.status}`)}
          </Badge>
        </Group>
        {needsReupload(document) ? (
          <Alert color={statusColors[document.status]} variant="light" p="xs" role="status">
            <Text size="sm">
              {t('onboarding.documents.reuploadReason', {
                reason: document.status_reason ?? t('onboarding.documents.noReason'),
              })}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
