import type { StatementFormat } from '@invest/contracts/statements';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { FileIcon } from '../../shared/ui/icons';
import { SectionCard } from '../../shared/ui/section-card';
import { useFileDownload } from '../../shared/ui/use-file-download';
import { useStatementFileMutation } from './reports.api';
import { monthLabelOf, statementMonthsOf } from './statement-months';

/** The files a statement comes as (a type-only import keeps the contract's schemas out of the dashboard's bundle). */
const formats: readonly StatementFormat[] = ['csv', 'pdf'];

/**
 * The dashboard's statements: a month from the account's creation to this one, and its statement of
 * account (GET reports/statement-account) downloaded as a CSV or a PDF with the session's token.
 */
export function StatementsSection() {
  const { t, i18n } = useTranslation();
  const createdAt = useAppSelector((state) => state.auth.user?.created_at) ?? '';
  const months = useMemo(() => statementMonthsOf(createdAt, new Date()), [createdAt]);
  const [month, setMonth] = useState(months[0] ?? '');
  const [pending, setPending] = useState<StatementFormat | null>(null);
  const [fetchStatement] = useStatementFileMutation();
  const { download: save, failure } = useFileDownload(t('reports.statements.downloadFailed'));

  const download = async (format: StatementFormat) => {
    setPending(format);
    await save(() => fetchStatement({ month, format }).unwrap(), `statement-${month}.${format}`);
    setPending(null);
  };

  return (
    <SectionCard
      id="statements-title"
      title={t('reports.statements.title')}
      description={t('reports.statements.description')}
    >
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('reports.statements.month')}
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
          data={months.map((value) => ({ value, label: monthLabelOf(value, i18n.language) }))}
          w={200}
        />
        {formats.map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<FileIcon size={16} />}
            loading={pending === format}
            disabled={pending !== null || !month}
            onClick={() => void download(format)}
          >
            {t(format === 'csv' ? 'reports.statements.downloadCsv' : 'reports.statements.downloadPdf')}
          </Button>
        ))}
      </Group>
      <FormAlert message={failure} />
    </SectionCard>
  );
}
