import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderExplanation } from './order-explanation';

/** The plain-language preview of the order: what it does, how long it lasts and what it sets aside. */
export function OrderExplanationView({ explanation, titleId }: { explanation: OrderExplanation; titleId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={titleId}>
        {t('trading.preview.title')}
      </Text>
      <List size="sm" spacing={4} aria-labelledby={titleId}>
        {explanation.sentences.map((key) => (
          <List.Item key={key}>{t(`trading.preview.${key}`, explanation.values)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
