import type { DocumentStep, DocumentUserType } from '@invest/contracts';
import { Button, FileInput, Group, Image, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatFileSize } from '../../../shared/format/file-size';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileIcon } from '../../../shared/ui/icons';
import { useDocumentTypesQuery } from '../../lookups';
import { useRegistrationDocumentsQuery, useUploadDocumentMutation } from '../onboarding.api';
import { UploadedDocument } from './document-status';
import { documentAccept, fileProblemOf } from './file-checks';

interface DocumentUploaderProps {
  step: DocumentStep;
  /** Where the documents are filed: a legal signer's id, or a name such as identity or company. */
  collection: string;
  uploaderType: DocumentUserType;
  /** The document types offered, by slug; all of the uploader's types at this step when absent. */
  slugs?: readonly string[];
  label: string;
  /** List every document of the step (an investor's own), not only this collection's (a signer's). */
  listsWholeStep?: boolean;
}

/** A chosen image shown before it is sent; PDFs and TIFFs (which browsers do not show) by name. */
function FilePreview({ file }: { file: File }) {
  const url = useMemo(() => (/\.(jpe?g|png|gif)$/i.test(file.name) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Group gap="sm" wrap="nowrap">
      {url ? (
        <Image src={url} alt="" w={72} h={72} fit="cover" radius="sm" />
      ) : (
        <FileIcon size={32} aria-hidden="true" />
      )}
      <div>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(file.size)}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Uploads a document for one collection of a documents step, with the type chosen, a preview, a
 * progress bar while it is sent, and the documents already there with their review status.
 */
export function DocumentUploader({
  step,
  collection,
  uploaderType,
  slugs,
  label,
  listsWholeStep = false,
}: DocumentUploaderProps) {
  const { t } = useTranslation();
  const types = useDocumentTypesQuery(uploaderType);
  const documents = useRegistrationDocumentsQuery();
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  const offered = (types.data ?? []).filter(
    (type) => type.steps.includes(step) && (!slugs || slugs.includes(type.slug)),
  );
  const typeName = (id: number) =>
    types.data?.find((type) => type.id === id)?.name ?? t('onboarding.documents.document');
  const uploaded = (documents.data ?? []).filter(
    (document) => document.step === step && (listsWholeStep || document.collection === collection),
  );
  const problem = file ? fileProblemOf(file) : null;

  const send = async () => {
    if (!file || !typeId || problem) return;
    setError(null);
    setProgress(0);
    try {
      await upload({
        file,
        user_document_type_id: Number(typeId),
        collection,
        step,
        onUploadProgress: setProgress,
      }).unwrap();
      setFile(null);
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : t('onboarding.documents.uploadFailed'));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {label}
      </Text>
      {uploaded.map((document) => (
        <UploadedDocument key={document.id} document={document} typeName={typeName(document.user_document_type_id)} />
      ))}
      <FormAlert message={error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('onboarding.documents.type')}
          placeholder={types.isLoading ? t('common.loading') : t('onboarding.fields.choose')}
          data={offered.map((type) => ({ value: String(type.id), label: type.name }))}
          value={typeId}
          onChange={setTypeId}
          disabled={types.isLoading}
        />
        <FileInput
          label={t('onboarding.documents.file')}
          description={t('onboarding.documents.fileHint')}
          placeholder={t('onboarding.documents.choose')}
          accept={documentAccept}
          value={file}
          onChange={(chosen) => {
            setError(null);
            setFile(chosen);
          }}
          clearable
          error={problem ? t(`onboarding.documents.problem.${problem}`) : undefined}
        />
      </SimpleGrid>
      {file && !problem ? <FilePreview file={file} /> : null}
      {isLoading ? (
        <Progress
          value={Math.round(progress * 100)}
          animated
          aria-label={t('onboarding.documents.uploading', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      <Group>
        <Button
          variant="light"
          onClick={() => void send()}
          loading={isLoading}
          disabled={!file || !typeId || Boolean(problem)}
        >
          {uploaded.length > 0 ? t('onboarding.documents.uploadAnother') : t('onboarding.documents.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
