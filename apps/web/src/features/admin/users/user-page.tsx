import type { AdminUserDetail } from '@invest/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { UsersIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AuditTrailTable } from '../audit/audit-trail-table';
import { BackLink } from '../console/back-link';
import { isUuid } from '../console/ids';
import { useAdminUserQuery } from './admin-users.api';
import { UserActions } from './user-actions';
import { UserDevicesCard } from './user-devices-card';
import { UserLedgerCard } from './user-ledger-card';
import { UserProfileCard } from './user-profile-card';

function UserDetails({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const name = detail.user.name.trim() || detail.user.email;
  return (
    <>
      <PageHeader title={name} description={detail.user.email} />
      <Stack gap="xl">
        <Group justify="space-between" gap="md">
          <UserActions detail={detail} name={name} />
          <Anchor component={Link} to={`/admin/onboarding/${detail.user.id}`} size="sm">
            {t('admin.users.onboardingLink')}
          </Anchor>
        </Group>
        <UserProfileCard detail={detail} />
        <UserDevicesCard detail={detail} />
        <UserLedgerCard userId={detail.user.id} />
        <SectionCard id="user-audit" title={t('admin.users.audit')} description={t('admin.users.auditHint')}>
          <AuditTrailTable filter={{ user_id: detail.user.id }} label={t('admin.users.audit')} />
        </SectionCard>
      </Stack>
    </>
  );
}

/** `/admin/users/:id`: one user's account, sign-in state and devices, money, and what administrators did about them. */
export function UserPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.userPageTitle'));
  const { id = '' } = useParams();
  const isUserId = isUuid(id);
  const detail = useAdminUserQuery(id, { skip: !isUserId });
  const isMissing = !isUserId || (isApiError(detail.error) && detail.error.status === 404);
  return (
    <>
      <BackLink to="/admin/users" label={t('admin.users.back')} />
      {detail.isLoading ? <PageLoader /> : null}
      {isMissing ? <EmptyState icon={<UsersIcon />}>{t('admin.users.notFound')}</EmptyState> : null}
      {detail.isError && !isMissing ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? <UserDetails detail={detail.data} /> : null}
    </>
  );
}
