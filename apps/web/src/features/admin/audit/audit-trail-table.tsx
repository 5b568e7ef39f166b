import type { AuditEvent } from '@invest/contracts';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ShieldIcon } from '../../../shared/ui/icons';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { QueryError } from '../../../shared/ui/query-error';
import { TableHead } from '../../../shared/ui/table-head';
import { useFileDownload } from '../../../shared/ui/use-file-download';
import { type AuditFilter, useAuditTrailFileMutation, useAuditTrailQuery } from './audit.api';
import { AuditChange } from './audit-change';

const pageSize = 25;

/** The words of an action code (user.reset_2fa), for one the console has no label for. */
const wordsOf = (action: string) => {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function ObjectCell({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const kind = t(`admin.audit.objectKinds.${event.object_kind}`, { defaultValue: event.object_kind });
  if (event.object_kind === 'user') {
    return (
      <Anchor component={Link} to={`/admin/users/${event.object_id}`} size="sm">
        {kind}
      </Anchor>
    );
  }
  return (
    <Text size="sm">
      {kind}{' '}
      <Text span size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {event.object_id}
      </Text>
    </Text>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {event.actor_email ?? (event.actor_user_id ? event.actor_user_id : t('admin.audit.platform'))}
        </Text>
        {event.actor_ip ? (
          <Text size="xs" c="dimmed">
            {event.actor_ip}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {t(`admin.audit.actions.${event.action.replace('.', '_')}`, { defaultValue: wordsOf(event.action) })}
      </Table.Td>
      <Table.Td>
        <ObjectCell event={event} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{event.reason ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <AuditChange before={event.before} after={event.after} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A page of the audit trail, newest first, narrowed by `filter`, with older and newer pages and the
 * shown filter's entries as a CSV file.
 */
export function AuditTrailTable({ filter, label }: { filter: AuditFilter; label: string }) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors[cursors.length - 1];
  const trail = useAuditTrailQuery({ ...filter, limit: pageSize, ...(before === undefined ? {} : { before }) });
  const [fetchFile, file] = useAuditTrailFileMutation();
  const { download, failure } = useFileDownload(t('admin.audit.downloadFailed'));
  const data = trail.data;

  if (trail.isLoading) return <ListSkeleton />;
  if (trail.isError) return <QueryError error={trail.error} onRetry={() => void trail.refetch()} />;
  if (!data || (data.items.length === 0 && cursors.length === 0)) {
    return <EmptyState icon={<ShieldIcon />}>{t('admin.audit.empty')}</EmptyState>;
  }
  return (
    <Stack gap="sm">
      <Paper withBorder>
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" aria-label={label}>
            <TableHead
              labels={[
                t('admin.audit.time'),
                t('admin.audit.actor'),
                t('admin.audit.action'),
                t('admin.audit.object'),
                t('admin.audit.reason'),
                t('admin.audit.change'),
              ]}
            />
            <Table.Tbody>
              {data.items.map((event) => (
                <AuditRow key={event.id} event={event} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <FormAlert message={failure} />
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          loading={file.isLoading}
          onClick={() => void download(() => fetchFile({ ...filter, limit: 1000 }).unwrap(), 'audit-trail.csv')}
        >
          {t('admin.audit.download')}
        </Button>
        <Group gap="xs" role="group" aria-label={t('admin.audit.pages')}>
          <Button
            variant="default"
            size="xs"
            disabled={cursors.length === 0}
            onClick={() => setCursors((shown) => shown.slice(0, -1))}
          >
            {t('admin.audit.newer')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={data.next_before === null}
            onClick={() => data.next_before !== null && setCursors((shown) => [...shown, data.next_before as number])}
          >
            {t('admin.audit.older')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
