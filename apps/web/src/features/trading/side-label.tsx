import { Group, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DirectionIcon } from '../../shared/ui/direction-icon';

/** "Buy" or "Sell" after a triangle up or down in its colour: the side named, never told by colour alone. */
export function SideLabel({ side, ...props }: { side: number } & TextProps) {
  const { t } = useTranslation();
  const isBuy = side === 1;
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <DirectionIcon direction={isBuy ? 'up' : 'down'} />
      <Text span fw={600} {...props}>
        {isBuy ? t('trading.side.buy') : t('trading.side.sell')}
      </Text>
    </Group>
  );
}
