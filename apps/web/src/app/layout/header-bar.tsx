import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './layout.module.css';

/** From this breakpoint the signed-in header has room for every section; below it they are in a drawer. */
export const fullNavigationFrom = 'lg';

/** The bar at the top of every layout: its contents spread from the brand on the left to the end. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" className={classes.headerInner}>
          {children}
        </Group>
      </Container>
    </header>
  );
}
