import type { Invitation, InvitationStatus, Invitations } from '@invest/contracts';
import { Button, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-time';
import { EmptyState } from '../../shared/ui/empty-state';
import { UsersIcon } from '../../shared/ui/icons';
import { ListPager } from '../../shared/ui/list-pager';
import { PersonTitle } from '../../shared/ui/person-title';
import { ReflowActions, ReflowCell, ReflowTable } from '../../shared/ui/reflow-table';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { useCancelInvitationMutation } from './invites.api';

const statusTones: Record<InvitationStatus, BadgeTone> = {
  pending: 'warning',
  joined: 'positive',
  cancelled: 'neutral',
};

function CancelButton({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const [cancel, { isLoading }] = useCancelInvitationMutation();
  const onClick = async () => {
    await cancel({ email: invitation.email }).unwrap();
    notifications.show({ color: 'green', message: t('invites.list.cancelled', { email: invitation.email }) });
  };
  return (
    <Button
      size="xs"
      variant="default"
      loading={isLoading}
      aria-label={t('invites.list.cancelLabel', { email: invitation.email })}
      onClick={() => void onClick()}
    >
      {t('invites.list.cancel')}
    </Button>
  );
}

/** The inviter's invitations of the chosen status, a page at a time; a waiting one may be taken back. */
export function InvitationsList({ invitations, onPage }: { invitations: Invitations; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (invitations.items.length === 0) {
    return <EmptyState icon={<UsersIcon size={24} />}>{t('invites.list.empty')}</EmptyState>;
  }
  const labels = [
    t('invites.list.person'),
    t('invites.list.sent'),
    t('invites.list.status'),
    t('invites.list.reward'),
    t('invites.list.actions'),
  ];
  return (
    <Stack gap="sm">
      <ReflowTable labels={labels} reflowBelow="md" aria-label={t('invites.list.title')} verticalSpacing="sm">
        {invitations.items.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <PersonTitle name={`${invitation.first_name} ${invitation.last_name}`} email={invitation.email} />
            <ReflowCell label={labels[1] ?? ''}>{formatDate(invitation.created_at)}</ReflowCell>
            <ReflowCell label={labels[2] ?? ''}>
              <ToneBadge tone={statusTones[invitation.status]}>{t(`invites.status.${invitation.status}`)}</ToneBadge>
            </ReflowCell>
            <ReflowCell label={labels[3] ?? ''}>
              {invitation.rewarded_at
                ? t('invites.list.rewarded')
                : invitation.status === 'cancelled'
                  ? '—'
                  : t('invites.list.notYet')}
            </ReflowCell>
            <ReflowActions>
              {invitation.status === 'pending' ? <CancelButton invitation={invitation} /> : null}
            </ReflowActions>
          </Table.Tr>
        ))}
      </ReflowTable>
      <ListPager
        list={invitations}
        range={(shown) => t('invites.list.range', shown)}
        label={t('invites.list.pagination')}
        onChange={onPage}
      />
    </Stack>
  );
}
