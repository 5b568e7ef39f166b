import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value the user copies into their bank's form, with its label and a copy button named after it. */
export function CopyValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            style={{ flexShrink: 0 }}
            onClick={copy}
            aria-label={t('funding.bank.copy', { field: label })}
          >
            {copied ? t('funding.bank.copied') : t('funding.bank.copyShort')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
