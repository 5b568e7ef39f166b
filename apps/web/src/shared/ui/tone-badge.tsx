import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tone-badge.module.css';

export type BadgeTone = 'positive' | 'warning' | 'caution' | 'negative' | 'neutral';

/**
 * A status badge whose colours stay readable in the light and the dark scheme (tone-badge.module.css);
 * a <span>, so that it may stand in a line of text such as a page's description.
 */
export function ToneBadge({
  tone,
  children,
  ...props
}: { tone: BadgeTone; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  return (
    <Badge {...props} component="span" variant="light" className={`${classes.badge} ${classes[tone]}`}>
      {children}
    </Badge>
  );
}
