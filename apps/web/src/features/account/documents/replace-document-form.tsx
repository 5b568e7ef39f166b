import type { AccountDocument, IdentificationDetailsRequest, UploadSession, UserDocumentType } from '@invest/contracts';
import { maxChunkedDocumentBytes } from '@invest/contracts/account-documents';
import { identificationTypes } from '@invest/contracts/onboarding';
import { allowedDocumentExtensions } from '@invest/contracts/validation';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { idOf } from '../../../shared/forms/form-values';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CountrySelect, useDocumentTypesQuery } from '../../lookups';
import { DateField } from '../../onboarding';
import { useReplaceDocumentMutation } from './account-documents.api';
import { useChunkedUpload } from './use-chunked-upload';

/** SPEC 9: the expiry year picker spans this year and the next fifty. */
const expiryYearsAhead = 50;

const identificationSchema = lazySchema(
  async () => (await import('@invest/contracts/onboarding')).identificationDetailsRequestSchema,
);

interface ReplaceValues {
  id_type: string;
  id_number: string;
  issuing_country_id: string;
  expiry_date: string;
}

type FileProblem = 'fileMissing' | 'fileType' | 'fileTooLarge' | 'fileEmpty';

function fileProblemOf(file: File | null): FileProblem | null {
  if (!file) return 'fileMissing';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(allowedDocumentExtensions as readonly string[]).includes(extension)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > maxChunkedDocumentBytes) return 'fileTooLarge';
  return null;
}

const typeIdOf = (types: UserDocumentType[] | undefined, slug: string) =>
  types?.find((type) => type.slug === slug)?.id ?? null;

/**
 * Replaces an identity document that expired or was refused: the new document's details and file,
 * the file sent in chunks with a progress bar (a failed chunk is sent again from where it stopped),
 * then filed with the details (POST account/settings/document).
 */
export function ReplaceDocumentForm({ document, onDone }: { document: AccountDocument; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const types = useDocumentTypesQuery('individual');
  const upload = useChunkedUpload();
  const [replaceDocument, { isLoading: isFiling }] = useReplaceDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const [isReplaced, setReplaced] = useState(false);
  const validation = useContractValidation(
    identificationSchema,
    (values: ReplaceValues): Record<string, unknown> => ({
      ...values,
      issuing_country_id: idOf(values.issuing_country_id),
    }),
  );
  const form = useForm({
    initialValues: { id_type: '', id_number: '', issuing_country_id: '', expiry_date: '' } as ReplaceValues,
    validate: validation.validate,
    transformValues: validation.transformValues,
  });
  const feedback = useFormFeedback(form);
  const today = dayjs();
  const isSending = upload.phase === 'sending';

  const fileWith = (details: IdentificationDetailsRequest, uploadId: string) =>
    feedback.attempt(async () => {
      await replaceDocument({ ...details, upload_id: uploadId }).unwrap();
      setReplaced(true);
    });

  /** Files the finished upload with the details; a refusal of the details keeps the upload for the next try. */
  const afterUpload = async (details: IdentificationDetailsRequest, finished: UploadSession | null) => {
    if (!finished) return;
    setFinishedId(finished.upload_id);
    await fileWith(details, finished.upload_id);
  };

  const onSubmit = form.onSubmit(async (details) => {
    if (finishedId) return fileWith(details, finishedId);
    const problem = fileProblemOf(file);
    const typeId = typeIdOf(types.data, details.id_type);
    if (problem || !file) {
      setFileError(t(`accountDocuments.replaceForm.${problem ?? 'fileMissing'}`));
      return;
    }
    if (typeId === null) return;
    await afterUpload(
      details,
      await upload.send(file, { replaces_document_id: document.id, user_document_type_id: typeId }),
    );
  });

  const resume = async () => afterUpload(form.getTransformedValues(), await upload.resume());

  const cancel = async () => {
    await upload.cancel();
    onDone();
  };

  const uploadMessage =
    upload.phase !== 'failed'
      ? null
      : isApiError(upload.error) && upload.error.status !== 0 && upload.error.message
        ? upload.error.message
        : t('accountDocuments.replaceForm.failed');

  const progress = (
    <Stack gap={4}>
      <Progress
        value={upload.percent}
        animated={isSending}
        aria-label={t('accountDocuments.replaceForm.progressLabel')}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('accountDocuments.replaceForm.progress', { percent: upload.percent })}
      </Text>
    </Stack>
  );

  if (isReplaced) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={3} fz="md" id={titleId}>
            {t('accountDocuments.replaceForm.title', { name: document.type_name })}
          </Title>
          {progress}
          <Alert color="green" variant="light" role="status">
            {t('accountDocuments.replaceForm.replaced')}
          </Alert>
          <Group>
            <Button variant="default" onClick={onDone}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={3} fz="md" id={titleId}>
              {t('accountDocuments.replaceForm.title', { name: document.type_name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('accountDocuments.replaceForm.description')}
            </Text>
          </div>
          <FormAlert message={feedback.message ?? uploadMessage} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('accountDocuments.replaceForm.idType')}
              data={identificationTypes.map((type) => ({
                value: type,
                label: t(`accountDocuments.replaceForm.idTypes.${type}`),
              }))}
              required
              disabled={isSending}
              {...form.getInputProps('id_type')}
            />
            <TextInput
              label={t('accountDocuments.replaceForm.idNumber')}
              required
              disabled={isSending}
              {...form.getInputProps('id_number')}
            />
            <CountrySelect
              label={t('accountDocuments.replaceForm.issuingCountry')}
              required
              disabled={isSending}
              {...form.getInputProps('issuing_country_id')}
            />
            <DateField
              label={t('accountDocuments.replaceForm.expiryDate')}
              minDate={today.format('YYYY-MM-DD')}
              maxDate={today.add(expiryYearsAhead, 'year').endOf('year').format('YYYY-MM-DD')}
              required
              disabled={isSending}
              {...form.getInputProps('expiry_date')}
              onChange={(value) => form.setFieldValue('expiry_date', value)}
            />
            <FileInput
              label={t('accountDocuments.replaceForm.file')}
              description={t('accountDocuments.replaceForm.fileHint')}
              placeholder={t('accountDocuments.replaceForm.chooseFile')}
              accept={allowedDocumentExtensions.map((extension) => `.${extension}`).join(',')}
              required
              disabled={isSending || upload.canResume || finishedId !== null}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
              error={fileError}
            />
          </SimpleGrid>
          {upload.phase !== 'idle' ? progress : null}
          <Group gap="sm">
            {upload.canResume ? (
              <Button type="button" onClick={() => void resume()} loading={isSending || isFiling}>
                {t('accountDocuments.replaceForm.resume')}
              </Button>
            ) : (
              <Button type="submit" loading={isSending || isFiling}>
                {t('accountDocuments.replaceForm.submit')}
              </Button>
            )}
            <Button type="button" variant="default" onClick={() => void cancel()}>
              {t('accountDocuments.replaceForm.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
