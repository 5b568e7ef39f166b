import type { StatementFormat } from '@invest/contracts/statements';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useAppSelector } from '../../shared/store/hooks';
import { AlertIcon, FileIcon } from '../../shared/ui/icons';
import { saveFile } from '../../shared/ui/save-file';
import { useStatementFileMutation } from './reports.api';
import { monthLabelOf, statementMonthsOf } from './statement-months';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [fetchStatement] = useStatementFileMutation();

  const download = async (format: StatementFormat) => {
    setPending(format);
    setFailure(null);
    try {
      saveFile(await fetchStatement({ month, format }).unwrap(), `statement-${month}.${format}`);
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : t('reports.statements.downloadFailed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="statements-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="statements-title">
            {t('reports.statements.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.statements.description')}
          </Text>
        </Stack>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('reports.statements.month')}
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            data={months.map((value) => ({ value, label: monthLabelOf(value, i18n.language) }))}
            w={200}
          />
          <Button
            variant="default"
            leftSection={<FileIcon size={16} />}
            loading={pending === 'csv'}
            disabled={pending !== null || !month}
            onClick={() => void download('csv')}
          >
            {t('reports.statements.downloadCsv')}
          </Button>
          <Button
            variant="default"
            leftSection={<FileIcon size={16} />}
            loading={pending === 'pdf'}
            disabled={pending !== null || !month}
            onClick={() => void download('pdf')}
          >
            {t('reports.statements.downloadPdf')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
