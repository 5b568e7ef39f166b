import {
  type AdminOffering,
  maxOfferingDocumentBytes,
  type OfferingDocument,
  type OfferingDocumentKind,
  offeringDocumentKinds,
} from '@invest/contracts';
import {
  ActionIcon,
  Button,
  FileInput,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date-time';
import { formatFileSize } from '../../../shared/format/file-size';
import { FileRow } from '../../../shared/ui/file-row';
import { FormAlert } from '../../../shared/ui/form-alert';
import { saveFile } from '../../../shared/ui/save-file';
import { SectionCard } from '../../../shared/ui/section-card';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import {
  useAdminOfferingDocumentFileMutation,
  useAdminOfferingDocumentsQuery,
  useDeleteOfferingDocumentMutation,
  useUploadOfferingDocumentMutation,
} from './admin-offerings.api';

/** Documents may change until the offering is settled or over, as the server holds. */
const canChangeDocuments = (offering: AdminOffering) =>
  ['draft', 'upcoming', 'open', 'priced'].includes(offering.state);

function fileProblemOf(file: File): 'notPdf' | 'tooLarge' | null {
  if (file.size > maxOfferingDocumentBytes) return 'tooLarge';
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? null : 'notPdf';
}

function DocumentRow({
  offering,
  document,
  canChange,
}: {
  offering: AdminOffering;
  document: OfferingDocument;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const [fetchFile, file] = useAdminOfferingDocumentFileMutation();
  const [remove, removal] = useDeleteOfferingDocumentMutation();
  const ids = { offeringId: offering.id, documentId: document.id };
  const download = async () => saveFile(await fetchFile(ids).unwrap(), `${document.title}.pdf`);
  const deleteDocument = async () => {
    await remove(ids).unwrap();
    notifications.show({ color: 'green', message: t('admin.offering.removed') });
  };

  return (
    <FileRow
      title={document.title}
      meta={t('admin.offering.documentMeta', {
        kind: t(`admin.offering.documentKinds.${document.kind}`),
        size: formatFileSize(document.size_bytes),
        date: formatDate(document.uploaded_at),
      })}
    >
      <Button
        size="xs"
        variant="light"
        loading={file.isLoading}
        onClick={() => void download().catch(() => undefined)}
        aria-label={t('admin.offering.downloadLabel', { title: document.title })}
      >
        {t('admin.offering.download')}
      </Button>
      {canChange ? (
        <ActionIcon
          variant="subtle"
          color="red"
          loading={removal.isLoading}
          onClick={() => void deleteDocument().catch(() => undefined)}
          aria-label={t('admin.offering.removeLabel', { title: document.title })}
        >
          ×
        </ActionIcon>
      ) : null}
    </FileRow>
  );
}

function UploadForm({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadOfferingDocumentMutation();
  const [kind, setKind] = useState<OfferingDocumentKind>('offering_circular');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const problem = file ? fileProblemOf(file) : null;

  const send = async () => {
    if (!file || problem) return;
    setError(null);
    setFieldErrors({});
    setProgress(0);
    try {
      await upload({ offeringId: offering.id, kind, title, file, onUploadProgress: setProgress }).unwrap();
      notifications.show({ color: 'green', message: t('admin.offering.uploaded') });
      setFile(null);
      setTitle('');
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0) {
        setFieldErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, texts]) => [key, texts[0]])));
      } else {
        setError(isApiError(failure) && failure.message ? failure.message : t('admin.offering.uploadFailed'));
      }
    }
  };

  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('admin.offering.documentKind')}
          data={offeringDocumentKinds.map((value) => ({ value, label: t(`admin.offering.documentKinds.${value}`) }))}
          value={kind}
          onChange={(value) => value && setKind(value as OfferingDocumentKind)}
          allowDeselect={false}
          error={fieldErrors.kind}
        />
        <TextInput
          label={t('admin.offering.documentTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          required
          error={fieldErrors.title}
        />
        <FileInput
          label={t('admin.offering.documentFile')}
          description={t('admin.offering.documentFileHint')}
          placeholder={t('admin.offering.chooseFile')}
          accept="application/pdf,.pdf"
          value={file}
          onChange={(chosen) => {
            setError(null);
            setFile(chosen);
            if (chosen && !title) setTitle(chosen.name.replace(/\.pdf$/i, ''));
          }}
          clearable
          error={problem ? t(`admin.offering.${problem}`) : fieldErrors.file}
        />
      </SimpleGrid>
      {isLoading ? (
        <Progress
          value={Math.round(progress * 100)}
          animated
          aria-label={t('admin.offering.uploading', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      <Group>
        <Button
          variant="light"
          onClick={() => void send()}
          loading={isLoading}
          disabled={!file || Boolean(problem) || !title.trim()}
        >
          {t('admin.offering.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The offering's PDFs: download each, file a new one with a progress bar, delete one while allowed. */
export function OfferingDocumentsCard({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const documents = useAdminOfferingDocumentsQuery(offering.id);
  const canChange = canChangeDocuments(offering);

  return (
    <SectionCard
      id="offering-documents"
      title={t('admin.offering.documents')}
      description={t('admin.offering.documentsDescription')}
    >
      <WhenLoaded query={documents}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.offering.noDocuments')}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((document) => (
                <DocumentRow key={document.id} offering={offering} document={document} canChange={canChange} />
              ))}
            </Stack>
          )
        }
      </WhenLoaded>
      {canChange ? <UploadForm offering={offering} /> : null}
    </SectionCard>
  );
}
