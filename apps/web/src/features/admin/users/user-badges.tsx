import type { AdminUserSummary } from '@invest/contracts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../shared/ui/tone-badge';

/** What stands out about a user's account: locked, an administrator, two-step on, onboarding finished. */
export function UserBadges({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation();
  const isAdministrator = user.roles.some((role) => role !== 'investor');
  return (
    <Group gap={6} wrap="wrap">
      {user.locked_at ? <ToneBadge tone="negative">{t('admin.users.locked')}</ToneBadge> : null}
      {isAdministrator ? (
        <ToneBadge tone="neutral">{user.roles.filter((role) => role !== 'investor').join(', ')}</ToneBadge>
      ) : null}
      <ToneBadge tone={user.registration_completed ? 'positive' : 'caution'}>
        {user.registration_completed ? t('admin.users.onboarded') : t('admin.users.onboarding')}
      </ToneBadge>
      {user.two_factor_enabled ? <ToneBadge tone="positive">{t('admin.users.twoFactorOn')}</ToneBadge> : null}
    </Group>
  );
}
