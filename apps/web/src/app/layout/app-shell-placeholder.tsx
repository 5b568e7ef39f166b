import { Burger, Container, Group } from '@mantine/core';
import { PageLoader } from '../../shared/ui/page-loader';
import { fullNavigationFrom, HeaderBar } from './header-bar';
import classes from './layout.module.css';
import { TenantBrand } from './tenant-brand';

/**
 * The signed-in shell as the server draws it for a browser with a session, before the app's code
 * has loaded (first-screen.tsx): the header with the domain's brand where AppLayout has it (after
 * the menu button on a narrow screen), and a loader where the page will be. The app draws the whole
 * screen in its place.
 */
export function AppShellPlaceholder() {
  return (
    <div className={classes.page}>
      <HeaderBar>
        <Group gap="lg" wrap="nowrap">
          <Burger opened={false} hiddenFrom={fullNavigationFrom} size="sm" aria-hidden tabIndex={-1} />
          <TenantBrand to="/dashboard" />
        </Group>
      </HeaderBar>
      <main className={classes.main}>
        <Container size="lg" py={{ base: 'lg', sm: 40 }}>
          <PageLoader />
        </Container>
      </main>
    </div>
  );
}
