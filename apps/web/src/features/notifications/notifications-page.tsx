import type { Notification, NotificationPage } from '@invest/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { BellIcon, TrashIcon } from '../../shared/ui/icons';
import { ListPager, pageFrom } from '../../shared/ui/list-pager';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { isAppPath, unseenIds } from './notification-rules';
import {
  useClearNotificationsMutation,
  useDeleteNotificationMutation,
  useNotificationsQuery,
  useReadNotificationsMutation,
} from './notifications.api';

const pageSize = 20;
const searchDelayMs = 300;

/**
 * Marks read the unread notifications the centre shows, once each: the bell's count goes down as the
 * user sees them. Answers those it marked, which the centre keeps showing as new while it is open,
 * however often the list is loaded again.
 */
function useReadOnSight(page: NotificationPage | undefined): ReadonlySet<string> {
  const [markRead] = useReadNotificationsMutation();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const ids = unseenIds(page?.items ?? [], asked.current);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    void markRead({ ids });
  }, [page, markRead]);
  return asked.current;
}

function NotificationItem({ notification, isNew }: { notification: Notification; isNew: boolean }) {
  const { t } = useTranslation();
  const [remove, { isLoading }] = useDeleteNotificationMutation();
  const isUnread = isNew || notification.read_at === null;
  const onDelete = async () => {
    const result = await remove(notification.id);
    if (!('error' in result)) toasts.show({ message: t('notifications.deleted'), color: 'green' });
  };
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {isAppPath(notification.link) ? (
              <Anchor component={Link} to={notification.link} fw={600}>
                {notification.title}
              </Anchor>
            ) : (
              <Text fw={600}>{notification.title}</Text>
            )}
            {isUnread ? (
              <Badge size="sm" variant="light" color="brand">
                {t('notifications.unread')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">{notification.body}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          loading={isLoading}
          onClick={() => void onDelete()}
          aria-label={t('notifications.delete', { title: notification.title })}
          title={t('notifications.delete', { title: notification.title })}
        >
          <TrashIcon size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** "Clear all", after a confirmation: the centre is empty afterwards. */
function ClearAllButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [clear, { isLoading }] = useClearNotificationsMutation();
  const confirm = async () => {
    const result = await clear();
    dialog.close();
    if (!('error' in result)) toasts.show({ message: t('notifications.cleared'), color: 'green' });
  };
  return (
    <>
      <Button variant="default" onClick={dialog.open} disabled={disabled}>
        {t('notifications.clearAll')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        onConfirm={() => void confirm()}
        title={t('notifications.clearConfirm')}
        cancelLabel={t('notifications.keep')}
        confirmLabel={t('notifications.clearAll')}
        confirmColor="red"
        isConfirming={isLoading}
      >
        <Text size="sm">{t('notifications.clearBody')}</Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * `/notifications`: the centre of SPEC 7 "Notifications", newest first, searched by a word of their
 * title or text (`?q=`) and paged (`?page=`); each opens the page it tells of, and can be deleted.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const keyword = search.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(keyword);
  const [settled] = useDebouncedValue(typed.trim(), searchDelayMs);
  useEffect(() => {
    if (settled !== keyword) setSearch(settled ? { q: settled } : {}, { replace: true });
  }, [settled, keyword, setSearch]);

  const list = useNotificationsQuery({ page, limit: pageSize, ...(keyword && { filterKeyword: keyword }) });
  const data = list.data;
  const newOnThisVisit = useReadOnSight(data);
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) {
      setSearch({ ...(keyword && { q: keyword }), page: String(lastPage) }, { replace: true });
    }
  }, [data, page, lastPage, keyword, setSearch]);

  return (
    <>
      <PageHeader title={t('notifications.title')} description={t('notifications.description')} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('notifications.search')}
            placeholder={t('notifications.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', sm: 360 }}
          />
          <ClearAllButton disabled={!data || (data.total === 0 && !keyword)} />
        </Group>
        {list.isLoading ? <ListSkeleton /> : null}
        {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
        {data && data.total === 0 && !list.isError ? (
          <EmptyState icon={<BellIcon />}>
            {keyword ? t('notifications.noMatch', { keyword }) : t('notifications.empty')}
          </EmptyState>
        ) : null}
        {data && data.total > 0 && !list.isError ? (
          <>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('notifications.listLabel')}
              aria-busy={list.isFetching}
            >
              {data.items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  isNew={newOnThisVisit.has(notification.id)}
                />
              ))}
            </Stack>
            <ListPager
              list={data}
              range={(shown) => t('notifications.range', shown)}
              label={t('notifications.pagination')}
              onChange={(next) => setSearch({ ...(keyword && { q: keyword }), page: String(next) })}
            />
          </>
        ) : null}
      </Stack>
    </>
  );
}
