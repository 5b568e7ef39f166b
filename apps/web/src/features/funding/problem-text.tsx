import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import toneClasses from '../../shared/ui/tone-badge.module.css';

/** A short line saying what went wrong, in the negative tone readable in both schemes (WCAG AA). */
export function ProblemText({ children, ...props }: TextProps & { children: ReactNode; role?: string }) {
  return (
    <Text size="sm" {...props} className={toneClasses.negative} c="var(--tone-text)">
      {children}
    </Text>
  );
}
