import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { QueryError } from '../../../shared/ui/query-error';
import type { FileRequest } from '../onboarding.api';
import { useRegistrationFile } from './use-registration-file';

interface PdfFileProps {
  request: FileRequest;
  /** The name the downloaded file is saved under. */
  fileName: string;
  downloadLabel: string;
  /** Announced while the server prepares the file. */
  loadingLabel: string;
}

const previewHeight = 'min(70vh, 640px)';

function Preparing({ label, height }: { label: string; height?: string }) {
  return (
    <Group
      gap="sm"
      justify="center"
      h={height}
      p="md"
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
      role="status"
    >
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/**
 * A PDF the server renders, shown in a frame with a Download button; browsers without a PDF viewer
 * still get the button. `downloadRequest`: the file to download when it is not the one shown (the tax
 * form in full, where the preview hides the tax number).
 */
export function PdfPreview({
  request,
  downloadRequest,
  fileName,
  downloadLabel,
  loadingLabel,
  title,
}: PdfFileProps & { title: string; downloadRequest?: FileRequest }) {
  const file = useRegistrationFile(request);
  if (file.isLoading) return <Preparing label={loadingLabel} height={previewHeight} />;
  if (!file.url) return <QueryError error={file.error} onRetry={file.retry} />;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        {downloadRequest ? (
          <PdfDownloadButton
            request={downloadRequest}
            fileName={fileName}
            downloadLabel={downloadLabel}
            loadingLabel={loadingLabel}
          />
        ) : (
          <Button component="a" href={file.url} download={fileName} variant="default">
            {downloadLabel}
          </Button>
        )}
      </Group>
      <Box
        component="iframe"
        src={file.url}
        title={title}
        w="100%"
        h={previewHeight}
        bd="1px solid var(--mantine-color-default-border)"
        bdrs="md"
        bg="var(--mantine-color-body)"
      />
    </Stack>
  );
}

/** A link that downloads a PDF the server keeps, fetched as soon as it is shown. */
export function PdfDownloadButton({ request, fileName, downloadLabel, loadingLabel }: PdfFileProps) {
  const file = useRegistrationFile(request);
  if (file.isLoading) return <Preparing label={loadingLabel} />;
  if (!file.url) return <QueryError error={file.error} onRetry={file.retry} />;
  return (
    <Group>
      <Button component="a" href={file.url} download={fileName} variant="default">
        {downloadLabel}
      </Button>
    </Group>
  );
}
