import type { AdminUserSummary } from '@invest/contracts';
import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { UsersIcon } from '../../../shared/ui/icons';
import { pageFrom } from '../../../shared/ui/list-pager';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { PagedTable } from '../console/paged-table';
import { useAdminUsersQuery } from './admin-users.api';
import { UserBadges } from './user-badges';

const pageSize = 20;

function UserRow({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/users/${user.id}`} fw={500}>
          {user.name.trim() || t('admin.users.noName')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>{t(`admin.onboarding.userTypes.${user.user_type}`)}</Table.Td>
      <Table.Td>{user.investor_id ?? '—'}</Table.Td>
      <Table.Td>
        <UserBadges user={user} />
      </Table.Td>
      <Table.Td>{formatDate(user.created_at)}</Table.Td>
    </Table.Tr>
  );
}

/** `/admin/users`: the domain's users, newest first, found by part of their email, name or company, or their investor id. */
export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const [typed, setTyped] = useState(search.get('q') ?? '');
  const [q] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    setSearch((current) => {
      if ((current.get('q') ?? '') === q) return current;
      return new URLSearchParams(q ? { q } : {});
    });
  }, [q, setSearch]);
  const shownQ = search.get('q') ?? '';
  const users = useAdminUsersQuery({ page, limit: pageSize, ...(shownQ ? { q: shownQ } : {}) });
  const data = users.data;

  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.description')} />
      <Stack gap="md">
        <TextInput
          type="search"
          label={t('admin.users.search')}
          description={t('admin.users.searchHint')}
          value={typed}
          maxLength={120}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maw={480}
        />
        {users.isLoading ? <ListSkeleton /> : null}
        {users.isError ? <QueryError error={users.error} onRetry={() => void users.refetch()} /> : null}
        {data && data.total === 0 ? (
          <EmptyState icon={<UsersIcon />}>{shownQ ? t('admin.users.noMatch') : t('admin.users.empty')}</EmptyState>
        ) : null}
        {data && data.total > 0 ? (
          <PagedTable
            page={data}
            label={t('admin.users.listLabel')}
            minWidth={860}
            headers={[
              t('admin.users.name'),
              t('admin.users.email'),
              t('admin.users.type'),
              t('admin.users.investorId'),
              t('admin.users.state'),
              t('admin.users.signedUp'),
            ]}
            range={(shown) => t('admin.users.range', shown)}
            pagerLabel={t('admin.users.pagination')}
            onPage={(next) => setSearch({ ...(shownQ ? { q: shownQ } : {}), page: String(next) })}
          >
            {data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </PagedTable>
        ) : null}
      </Stack>
    </>
  );
}
