import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-time';
import { FormAlert } from '../../shared/ui/form-alert';
import { FileIcon } from '../../shared/ui/icons';
import { SectionCard } from '../../shared/ui/section-card';
import { useFileDownload } from '../../shared/ui/use-file-download';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useSuitabilityFileMutation, useSuitabilityNotificationQuery } from './reports.api';

/**
 * The investor's suitability result (GET users/my-suitability-notification) and, when they answered
 * the questions, their answers as a PDF (GET reports/suitability).
 */
export function SuitabilitySection() {
  const { t } = useTranslation();
  const notification = useSuitabilityNotificationQuery();
  const [fetchFile, file] = useSuitabilityFileMutation();
  const { download, failure } = useFileDownload(t('reportsPage.suitability.downloadFailed'));

  return (
    <SectionCard
      id="suitability-title"
      title={t('reportsPage.suitability.title')}
      description={t('reportsPage.suitability.description')}
    >
      <WhenLoaded query={notification}>
        {(result) =>
          result.risk_tolerance === null ? (
            <Text size="sm" c="dimmed">
              {t('reportsPage.suitability.notAsked')}
            </Text>
          ) : (
            <Group justify="space-between" align="flex-end" gap="sm">
              <div>
                <Text size="sm">
                  {t('reportsPage.suitability.result', {
                    risk: t(`reportsPage.suitability.riskNames.${result.risk_tolerance}`),
                    date: formatDate(result.answered_at),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {result.message ?? t('reportsPage.suitability.unrestricted')}
                </Text>
              </div>
              <Button
                variant="default"
                leftSection={<FileIcon size={16} />}
                loading={file.isLoading}
                onClick={() => void download(() => fetchFile().unwrap(), 'suitability.pdf')}
              >
                {t('reportsPage.suitability.download')}
              </Button>
            </Group>
          )
        }
      </WhenLoaded>
      <FormAlert message={failure} />
    </SectionCard>
  );
}
