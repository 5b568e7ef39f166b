import type { OnboardingDocument } from '@invest/contracts';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../../shared/ui/icons';
import { useLazyOnboardingDocumentFileQuery, useOnboardingDocumentFileQuery } from './onboarding-admin.api';
import classes from './onboarding-admin.module.css';

/** Types a browser shows in an <img>; TIFF and PDF are downloaded instead. */
const previewable = new Set(['image/png', 'image/jpeg', 'image/gif']);
const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
};

function fileNameOf(document: OnboardingDocument): string {
  return `${document.id}.${extensions[document.content_type] ?? 'bin'}`;
}

function ImagePreview({ document, name }: { document: OnboardingDocument; name: string }) {
  const { t } = useTranslation();
  const file = useOnboardingDocumentFileQuery(document.id);
  if (file.isLoading) return <Skeleton className={classes.preview} />;
  if (!file.data) {
    return (
      <div className={classes.preview}>
        <Text size="xs" ta="center" px="sm">
          {t('admin.user.previewFailed')}
        </Text>
      </div>
    );
  }
  return (
    <a
      href={file.data}
      download={fileNameOf(document)}
      title={t('admin.user.downloadLabel', { name })}
      className={`${classes.preview} mantine-focus-auto`}
    >
      <img src={file.data} alt={t('admin.user.preview', { name })} />
    </a>
  );
}

function DownloadButton({ document, name }: { document: OnboardingDocument; name: string }) {
  const { t } = useTranslation();
  const [load, file] = useLazyOnboardingDocumentFileQuery();
  const onDownload = async () => {
    const { data } = await load(document.id, true);
    if (!data) return;
    const link = window.document.createElement('a');
    link.href = data;
    link.download = fileNameOf(document);
    link.click();
  };
  return (
    <Stack gap={6} align="center" justify="center" className={classes.preview}>
      <FileIcon size={28} />
      <Button
        size="xs"
        variant="default"
        onClick={onDownload}
        loading={file.isFetching}
        aria-label={t('admin.user.downloadLabel', { name })}
      >
        {t('admin.user.download')}
      </Button>
    </Stack>
  );
}

/** A document's file, fetched with the administrator's session: a preview for images, else a download. */
export function DocumentFile({ document, name }: { document: OnboardingDocument; name: string }) {
  return previewable.has(document.content_type) ? (
    <ImagePreview document={document} name={name} />
  ) : (
    <DownloadButton document={document} name={name} />
  );
}
