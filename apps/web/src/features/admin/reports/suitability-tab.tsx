import type { SuitabilityFile } from '@invest/contracts';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileIcon } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/section-card';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { useFileDownload } from '../../../shared/ui/use-file-download';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { PagedTable } from '../console/paged-table';
import { useInvestorSuitabilityFileMutation, useSuitabilityFilesQuery } from './admin-reports.api';

const pageSize = 20;

function FileRow({ file, onDownload }: { file: SuitabilityFile; onDownload: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {file.email}
        </Text>
      </Table.Td>
      <Table.Td>{file.risk_tolerance ? t(`admin.reports.suitability.riskNames.${file.risk_tolerance}`) : '—'}</Table.Td>
      <Table.Td>{formatDateTime(file.answered_at)}</Table.Td>
      <Table.Td>
        <ToneBadge tone={file.is_restricted ? 'negative' : 'positive'}>
          {file.is_restricted ? t('admin.reports.suitability.restricted') : t('admin.reports.suitability.unrestricted')}
        </ToneBadge>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          leftSection={<FileIcon size={14} />}
          onClick={onDownload}
          aria-label={t('admin.reports.suitability.downloadLabel', { name: file.name || file.email })}
        >
          {t('admin.reports.suitability.download')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The investors who answered the suitability questions, latest first, each one's answers as a PDF. */
export function SuitabilityTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const files = useSuitabilityFilesQuery({ page, limit: pageSize });
  const [fetchFile] = useInvestorSuitabilityFileMutation();
  const { download, failure } = useFileDownload(t('admin.reports.downloadFailed'));
  return (
    <SectionCard
      id="suitability-files-title"
      title={t('admin.reports.suitability.title')}
      description={t('admin.reports.suitability.description')}
    >
      <FormAlert message={failure} />
      <WhenLoaded query={files}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={<FileIcon size={24} />}>{t('admin.reports.suitability.empty')}</EmptyState>
          ) : (
            <PagedTable
              page={data}
              label={t('admin.reports.suitability.table')}
              isDense
              headers={[
                t('admin.reports.suitability.investor'),
                t('admin.reports.suitability.risk'),
                t('admin.reports.suitability.answered'),
                t('admin.reports.suitability.result'),
                t('admin.reports.suitability.download'),
              ]}
              range={(shown) => t('admin.reports.suitability.range', shown)}
              pagerLabel={t('admin.reports.suitability.pagination')}
              onPage={setPage}
            >
              {data.items.map((file) => (
                <FileRow
                  key={file.user_id}
                  file={file}
                  onDownload={() =>
                    void download(() => fetchFile(file.user_id).unwrap(), `suitability-${file.user_id}.pdf`)
                  }
                />
              ))}
            </PagedTable>
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
