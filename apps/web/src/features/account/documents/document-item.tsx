import type { AccountDocument } from '@invest/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date-time';
import { formatFileSize } from '../../../shared/format/file-size';
import { FileIcon } from '../../../shared/ui/icons';
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';
import { useSaveAccountFile } from './use-save-account-file';

const statusTones: Record<AccountDocument['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'positive',
  refused: 'negative',
  reupload_requested: 'caution',
  expired: 'negative',
  superseded: 'neutral',
};

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** Whether a YYYY-MM-DD date is before today (an expiry date that has passed). */
const isPast = (date: string) => date < dayjs().format('YYYY-MM-DD');

/** Whether the reviewer's or the expiry's reason is worth showing (a document someone found wanting). */
const showsReason = (document: AccountDocument) =>
  document.status_reason !== null && ['refused', 'reupload_requested', 'expired'].includes(document.status);

/**
 * One document of the investor: its type, upload date and size, review status, expiry (in the
 * negative tone once past), its download, and `replace` when it may be replaced.
 */
export function DocumentItem({ document, replace }: { document: AccountDocument; replace: ReactNode }) {
  const { t } = useTranslation();
  const { save, isSaving } = useSaveAccountFile();
  const fileName = `${document.type_name}-${document.uploaded_at.slice(0, 10)}.${extensionOf[document.content_type] ?? 'bin'}`;
  return (
    <Stack component="li" gap="xs" py="sm" data-testid="account-document">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <FileIcon size={22} aria-hidden="true" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {document.type_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('accountDocuments.uploadedOn', {
                date: formatDate(document.uploaded_at),
                size: formatFileSize(document.size),
              })}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          <ToneBadge tone={statusTones[document.status]} tt="none">
            {t(`accountDocuments.status.${document.status}`)}
          </ToneBadge>
          {document.expiry_date ? (
            <ToneBadge tone={document.is_expired ? 'negative' : 'neutral'} tt="none">
              {t(isPast(document.expiry_date) ? 'accountDocuments.expiredOn' : 'accountDocuments.expiresOn', {
                date: formatDate(document.expiry_date),
              })}
            </ToneBadge>
          ) : null}
          <Button
            size="xs"
            variant="default"
            loading={isSaving}
            aria-label={t('accountDocuments.downloadNamed', { name: document.type_name })}
            onClick={() => void save({ kind: 'document', id: document.id }, fileName)}
          >
            {t('accountDocuments.download')}
          </Button>
          {replace}
        </Group>
      </Group>
      {showsReason(document) ? (
        <Text size="xs" c="dimmed">
          {t('accountDocuments.reason', { reason: document.status_reason })}
        </Text>
      ) : null}
    </Stack>
  );
}
