import type { OnboardingUserSummary } from '@invest/contracts';
import { Anchor, Table, Text } from '@mantine/core';
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
import { useOnboardingUsersQuery } from './onboarding-admin.api';
import { StatusBadge } from './status-badge';
import { stepLabelOf } from './step-label';

const pageSize = 20;

function UserRow({ user }: { user: OnboardingUserSummary }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/onboarding/${user.id}`} fw={500}>
          {user.name.trim() || t('admin.onboarding.noName')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>{t(`admin.onboarding.userTypes.${user.user_type}`)}</Table.Td>
      <Table.Td>{stepLabelOf(user.last_step)}</Table.Td>
      <Table.Td>
        {user.registration_completed
          ? t('admin.onboarding.profileStates.complete')
          : t('admin.onboarding.profileStates.inProgress')}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={user.kyc} label={t(`admin.onboarding.kycStates.${user.kyc}`)} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={user.approval} label={t(`admin.onboarding.approvals.${user.approval}`)} />
      </Table.Td>
      <Table.Td>{formatDate(user.created_at)}</Table.Td>
    </Table.Tr>
  );
}

/** `/admin/onboarding`: the domain's investors with their onboarding state, a page at a time. */
export function OnboardingUsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.onboarding.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const users = useOnboardingUsersQuery({ page, limit: pageSize });
  const data = users.data;

  return (
    <>
      <PageHeader title={t('admin.onboarding.title')} description={t('admin.onboarding.description')} />
      {users.isLoading ? <ListSkeleton /> : null}
      {users.isError ? <QueryError error={users.error} onRetry={() => void users.refetch()} /> : null}
      {data && data.total === 0 ? <EmptyState icon={<UsersIcon />}>{t('admin.onboarding.empty')}</EmptyState> : null}
      {data && data.total > 0 ? (
        <PagedTable
          page={data}
          label={t('admin.onboarding.usersLabel')}
          minWidth={900}
          headers={[
            t('admin.onboarding.name'),
            t('admin.onboarding.email'),
            t('admin.onboarding.type'),
            t('admin.onboarding.lastStep'),
            t('admin.onboarding.profile'),
            t('admin.onboarding.kyc'),
            t('admin.onboarding.approval'),
            t('admin.onboarding.signedUp'),
          ]}
          range={(shown) => t('admin.onboarding.range', shown)}
          pagerLabel={t('admin.onboarding.pagination')}
          onPage={(next) => setSearch({ page: String(next) })}
        >
          {data.items.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </PagedTable>
      ) : null}
    </>
  );
}
