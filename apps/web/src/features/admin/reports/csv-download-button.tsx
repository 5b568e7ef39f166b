import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../../shared/ui/icons';

/** The button that downloads a report's CSV file. */
export function CsvDownloadButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<FileIcon size={16} />} loading={loading} onClick={onClick}>
      {t('admin.reports.downloadCsv')}
    </Button>
  );
}
