import { Code, List, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const shownFields = 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields an entry's `after` sets, each with what it was before (when the entry says). */
export function changedFieldsOf(before: unknown, after: unknown): { field: string; from: string | null; to: string }[] {
  if (!isRecord(after)) return [];
  const previous = isRecord(before) ? before : null;
  return Object.entries(after).map(([field, to]) => ({
    field,
    from: previous && field in previous ? textOf(previous[field]) : null,
    to: textOf(to),
  }));
}

/** What an audited action changed: its first fields as "field: before → after", the whole of both on demand. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [isOpen, details] = useDisclosure(false);
  const fields = changedFieldsOf(before, after);
  if (fields.length === 0 && before == null && after == null) return <Text size="sm">—</Text>;
  return (
    <>
      <List size="xs" spacing={2} listStyleType="none">
        {fields.slice(0, shownFields).map(({ field, from, to }) => (
          <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
            <Text span size="xs" fw={600}>
              {field}
            </Text>
            {': '}
            {from === null ? to : t('admin.audit.changed', { from, to })}
          </List.Item>
        ))}
      </List>
      <UnstyledButton onClick={details.toggle} aria-expanded={isOpen} fz="xs" c="var(--mantine-primary-color-filled)">
        {isOpen ? t('admin.audit.hideDetails') : t('admin.audit.showDetails')}
      </UnstyledButton>
      {isOpen ? (
        <Code block fz="xs" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify({ before, after }, null, 2)}
        </Code>
      ) : null}
    </>
  );
}
