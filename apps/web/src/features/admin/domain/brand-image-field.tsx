import { type DomainAssetPurpose, isDomainAssetPath, maxDomainAssetBytes } from '@invest/contracts/domain-assets';
import { Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatFileSize } from '../../../shared/format/file-size';
import classes from './domain.module.css';
import { useUploadDomainAssetMutation } from './domain-settings.api';
import type { DomainForm } from './use-domain-form';

/** What the file picker offers: the formats the server takes (it checks the content, not the name). */
const acceptedFiles = 'image/png,image/webp,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.ico,.svg';

/** Whether `url` is complete enough to show: a stored image, or an https address. */
function isShowable(url: string): boolean {
  if (isDomainAssetPath(url)) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The logo or the favicon: its address, typed, or filled by uploading an image (with the upload's
 * progress), and the image as it is now.
 */
export function BrandImageField({ form, purpose }: { form: DomainForm; purpose: DomainAssetPurpose }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadDomainAssetMutation();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const path = `theme_config.${purpose}` as const;
  const url = form.values.theme_config[purpose].trim();
  const label = t(`admin.domain.images.${purpose}`);

  const send = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > maxDomainAssetBytes) {
      setProblem(t('admin.domain.images.tooLarge', { size: formatFileSize(maxDomainAssetBytes) }));
      return;
    }
    setProgress(0);
    try {
      const asset = await upload({ purpose, file, onUploadProgress: setProgress }).unwrap();
      form.setFieldValue(path, asset.url);
    } catch (failure) {
      const message = isApiError(failure) ? (failure.fieldErrors.file?.[0] ?? failure.message) : null;
      setProblem(message || t('admin.domain.images.failed'));
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={t(`admin.domain.images.${purpose}Hint`)}
        placeholder="https://"
        {...form.getInputProps(path)}
      />
      <Group gap="sm">
        <FileButton onChange={(file) => void send(file)} accept={acceptedFiles}>
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={isLoading}>
              {t(`admin.domain.images.${purpose}Upload`)}
            </Button>
          )}
        </FileButton>
        {url && isShowable(url) ? (
          <>
            <span className={classes.imageSample}>
              <img src={url} alt={t('admin.domain.images.current', { image: label })} className={classes[purpose]} />
            </span>
            {form.isDirty(path) ? (
              <Text size="xs" c="dimmed">
                {t('admin.domain.images.saveToUse')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Group>
      {isLoading ? (
        <Progress
          value={Math.round(progress * 100)}
          animated
          aria-label={t('admin.domain.images.uploading', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      {problem ? (
        <Text size="sm" c="var(--app-negative)" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
