import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { AlertIcon } from './icons';

/** The failure state of a section whose data could not be loaded, with a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) && error.message ? error.message : t('errors.loadFailed');
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
