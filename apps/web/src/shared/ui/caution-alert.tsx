import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import toneClasses from './tone-badge.module.css';

/**
 * A notice to heed before acting (a sandbox's rules, a network to send on), in the warning tone of
 * the badges, whose title and tint stay readable (WCAG AA) in the light and the dark scheme alike.
 */
export function CautionAlert({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert
      variant="light"
      title={title}
      className={toneClasses.warning}
      vars={() => ({ root: { '--alert-bg': 'var(--tone-bg)', '--alert-color': 'var(--tone-text)' } })}
    >
      {children}
    </Alert>
  );
}
