import type { PortfolioReturn } from '@invest/contracts';
import { Group, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../../shared/format/money';
import { directionOf, formatSignedPercent } from '../../shared/format/signed';
import { DirectionIcon } from '../../shared/ui/direction-icon';
import classes from './dashboard-page.module.css';

/**
 * A return in dollars and percent: a triangle for its direction, a sign on each number, and the
 * tenant's positive or negative colour on the triangle only, so it never relies on colour alone.
 */
export function ReturnFigure({ value, ...props }: { value: PortfolioReturn } & TextProps) {
  const { t } = useTranslation();
  const direction = directionOf(value.amount);
  return (
    <Group gap={6} wrap="nowrap" align="baseline" component="span" display="inline-flex">
      <DirectionIcon direction={direction} />
      <Text span className={classes.figures} {...props}>
        <span className={classes.numeric}>
          {t('dashboard.portfolio.returnAmount', { amount: formatSignedMoney(value.amount, 'USD', true) })}
        </span>
        {value.percent === null ? null : (
          <>
            {' '}
            <span className={classes.numeric}>({formatSignedPercent(value.percent)})</span>
          </>
        )}
      </Text>
    </Group>
  );
}
