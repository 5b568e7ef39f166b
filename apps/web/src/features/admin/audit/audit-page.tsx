import { auditObjectKinds } from '@invest/contracts/audit';
import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { AuditFilter } from './audit.api';
import { AuditTrailTable } from './audit-trail-table';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ObjectKind = (typeof auditObjectKinds)[number];

/** The filter the address holds: one investor, or one object (its kind and id), or the whole trail. */
function filterOf(search: URLSearchParams): AuditFilter {
  const userId = search.get('user_id');
  const kind = search.get('object_kind') as ObjectKind | null;
  const objectId = search.get('object_id');
  return {
    ...(userId && uuidPattern.test(userId) ? { user_id: userId } : {}),
    ...(kind && auditObjectKinds.includes(kind) && objectId ? { object_kind: kind, object_id: objectId } : {}),
  };
}

/** `/admin/audit`: the domain's audit trail, newest first, about one investor or one object when asked. */
export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.audit.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const [userId, setUserId] = useState(filter.user_id ?? '');
  const [kind, setKind] = useState<string | null>(filter.object_kind ?? null);
  const [objectId, setObjectId] = useState(filter.object_id ?? '');
  const userIdError = userId && !uuidPattern.test(userId.trim()) ? t('admin.audit.userIdInvalid') : null;

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    if (userIdError) return;
    const next = new URLSearchParams();
    if (userId.trim()) next.set('user_id', userId.trim());
    if (kind && objectId.trim()) {
      next.set('object_kind', kind);
      next.set('object_id', objectId.trim());
    }
    setSearch(next);
  };

  return (
    <>
      <PageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <Stack gap="lg">
        <Paper withBorder p="md" component="form" onSubmit={apply} aria-label={t('admin.audit.filters')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('admin.audit.userId')}
              value={userId}
              error={userIdError}
              onChange={(event) => setUserId(event.currentTarget.value)}
              w={320}
            />
            <Select
              label={t('admin.audit.objectKind')}
              data={auditObjectKinds.map((value) => ({ value, label: t(`admin.audit.objectKinds.${value}`) }))}
              value={kind}
              onChange={setKind}
              clearable
              w={180}
            />
            <TextInput
              label={t('admin.audit.objectId')}
              value={objectId}
              onChange={(event) => setObjectId(event.currentTarget.value)}
              w={220}
            />
            <Button type="submit">{t('admin.audit.apply')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setUserId('');
                setKind(null);
                setObjectId('');
                setSearch(new URLSearchParams());
              }}
            >
              {t('admin.audit.clear')}
            </Button>
          </Group>
        </Paper>
        <AuditTrailTable key={search.toString()} filter={filter} label={t('admin.audit.tableLabel')} />
      </Stack>
    </>
  );
}
