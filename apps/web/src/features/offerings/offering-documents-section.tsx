import type { OfferingDocument } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-time';
import { formatFileSize } from '../../shared/format/file-size';
import { FileRow } from '../../shared/ui/file-row';
import { saveFile } from '../../shared/ui/save-file';
import { SectionCard } from '../../shared/ui/section-card';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useOfferingDocumentFileMutation, useOfferingDocumentsQuery } from './offering-extras.api';

function DocumentItem({ offeringId, document }: { offeringId: string; document: OfferingDocument }) {
  const { t } = useTranslation();
  const [fetchFile, file] = useOfferingDocumentFileMutation();
  const download = async () => {
    try {
      saveFile(await fetchFile({ offeringId, documentId: document.id }).unwrap(), `${document.title}.pdf`);
    } catch {
      notifications.show({ color: 'red', message: t('offeringExtras.downloadFailed') });
    }
  };
  return (
    <FileRow
      title={document.title}
      meta={t('offeringExtras.documentMeta', {
        kind: t(`offeringExtras.documentKinds.${document.kind}`),
        size: formatFileSize(document.size_bytes),
        date: formatDate(document.uploaded_at),
      })}
    >
      <Button
        size="xs"
        variant="light"
        loading={file.isLoading}
        onClick={() => void download()}
        aria-label={t('offeringExtras.downloadLabel', { title: document.title })}
      >
        {t('offeringExtras.download')}
      </Button>
    </FileRow>
  );
}

/** An offering's PDFs (circular or Form C, the agreement), newest first, each downloadable. */
export function OfferingDocumentsSection({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation();
  const documents = useOfferingDocumentsQuery(offeringId);
  return (
    <SectionCard
      id="offering-documents"
      title={t('offeringExtras.documents')}
      description={t('offeringExtras.documentsDescription')}
    >
      <WhenLoaded query={documents}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('offeringExtras.noDocuments')}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((document) => (
                <DocumentItem key={document.id} offeringId={offeringId} document={document} />
              ))}
            </Stack>
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
