import type { AdminUserDetail } from '@invest/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../../shared/ui/section-card';
import { Fact } from '../onboarding/fact';
import { stepLabelOf } from '../onboarding/step-label';
import { UserBadges } from './user-badges';

/** Who the user is and where their account stands: type, ids, roles, email confirmation, onboarding, funding, lock. */
export function UserProfileCard({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const { user } = detail;
  const never = t('admin.users.never');
  return (
    <SectionCard id="user-profile" title={t('admin.users.profile')} aside={<UserBadges user={user} />}>
      <Stack gap="md">
        {user.locked_at ? (
          <Alert
            color="red"
            variant="light"
            title={t('admin.users.lockedSince', { at: formatDateTime(user.locked_at) })}
          >
            {detail.locked_reason}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('admin.users.type')} value={t(`admin.onboarding.userTypes.${user.user_type}`)} />
          <Fact label={t('admin.users.investorId')} value={user.investor_id ?? '—'} />
          <Fact label={t('admin.users.roles')} value={user.roles.join(', ')} />
          <Fact label={t('admin.users.signedUp')} value={formatDateTime(user.created_at)} />
          <Fact
            label={t('admin.users.emailConfirmed')}
            value={detail.email_verified_at ? formatDateTime(detail.email_verified_at) : never}
          />
          <Fact label={t('admin.users.funded')} value={detail.funded_at ? formatDateTime(detail.funded_at) : never} />
          <Fact label={t('admin.users.lastStep')} value={stepLabelOf(detail.last_step)} />
          <Fact
            label={t('admin.users.twoFactor')}
            value={user.two_factor_enabled ? t('admin.users.twoFactorOn') : t('admin.users.twoFactorOff')}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
