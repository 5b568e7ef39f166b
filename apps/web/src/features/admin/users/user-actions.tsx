import type { AdminUserAction, AdminUserDetail } from '@invest/contracts';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal, type ReasonRequest } from '../console/reason-modal';
import { useActOnUserMutation } from './admin-users.api';

/** Each action's colour; an unlock takes the domain's own. */
const colors = { lock: 'red', unlock: undefined, 'sign-out': 'orange', 'reset-2fa': 'orange' } as const;

/** The dialog's confirming button: the same colour, dark enough for white text in both schemes. */
const confirmColorOf = (action: AdminUserAction) => (colors[action] ? `${colors[action]}.9` : undefined);

/** The actions on a user's sign-in that fit their state, each asking for a reason first. */
export function UserActions({ detail, name }: { detail: AdminUserDetail; name: string }) {
  const { t } = useTranslation();
  const [actOnUser] = useActOnUserMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const { user } = detail;
  const actions: AdminUserAction[] = [
    user.locked_at ? 'unlock' : 'lock',
    ...(detail.sessions.length > 0 ? (['sign-out'] as const) : []),
    ...(user.two_factor_enabled ? (['reset-2fa'] as const) : []),
  ];
  const ask = (action: AdminUserAction) =>
    setRequest({
      title: t(`admin.users.actions.${action}.title`, { name }),
      consequence: t(`admin.users.actions.${action}.consequence`),
      submitLabel: t(`admin.users.actions.${action}.submit`),
      color: confirmColorOf(action),
      submit: async (reason) => {
        const done = await actOnUser({ userId: user.id, action, reason }).unwrap();
        notifications.show({
          color: 'green',
          message: t(`admin.users.actions.${action}.done`, { count: done.sessions_ended }),
        });
      },
    });
  return (
    <>
      <Group gap="sm" role="group" aria-label={t('admin.users.actionsLabel')}>
        {actions.map((action) => (
          <Button key={action} variant="light" color={colors[action]} onClick={() => ask(action)}>
            {t(`admin.users.actions.${action}.button`)}
          </Button>
        ))}
      </Group>
      <ReasonModal request={request} onClose={() => setRequest(null)} />
    </>
  );
}
