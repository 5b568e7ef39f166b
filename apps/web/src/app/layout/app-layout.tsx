import { Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { EmailConfirmationBanner } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { PageLoader } from '../../shared/ui/page-loader';
import { fullNavigationFrom, HeaderBar } from './header-bar';
import classes from './layout.module.css';
import { MainNav } from './main-nav';
import { RequireTermsAccepted } from './require-terms-accepted';
import { TenantBrand } from './tenant-brand';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** The signed-in application shell (SPEC 2: also reachable under /_app). */
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <RequireTermsAccepted>
      <div className={classes.page}>
        <a href="#main" className={classes.skipLink}>
          {t('common.skipToContent')}
        </a>
        <HeaderBar>
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom={fullNavigationFrom}
              size="sm"
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpened}
            />
            <TenantBrand to="/dashboard" />
            <Group visibleFrom={fullNavigationFrom}>
              <MainNav />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <ThemeToggle />
            <UserMenu />
          </Group>
        </HeaderBar>
        <Drawer
          opened={menuOpened}
          onClose={menu.close}
          size={300}
          padding="md"
          title={t('nav.main')}
          hiddenFrom={fullNavigationFrom}
        >
          <MainNav vertical onNavigate={menu.close} />
        </Drawer>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Container size="lg" py={{ base: 'lg', sm: 40 }}>
            <EmailConfirmationBanner />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
    </RequireTermsAccepted>
  );
}
