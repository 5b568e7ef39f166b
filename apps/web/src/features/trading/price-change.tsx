import { Group, Text, type TextProps } from '@mantine/core';
import { type Direction, DirectionIcon } from '../../shared/ui/direction-icon';
import classes from './trading.module.css';

/** Which way a signed percentage went: "1.5" up, "-0.25" down, "0.00" flat. */
function directionOf(signed: string): Direction {
  if (!/[1-9]/.test(signed)) return 'flat';
  return signed.startsWith('-') ? 'down' : 'up';
}

const signs: Record<Direction, string> = { up: '+', down: '−', flat: '' };

/** A change in percent: an arrow, a sign and a colour, so it never relies on red and green alone. */
export function PriceChange({ pct, ...props }: { pct: string } & TextProps) {
  const direction = directionOf(pct);
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <DirectionIcon direction={direction} />
      <Text span className={classes.numeric} {...props}>
        {signs[direction]}
        {pct.replace(/^[-+]/, '')}%
      </Text>
    </Group>
  );
}
