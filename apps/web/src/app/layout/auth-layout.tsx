import { Anchor, Container, Group, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { ExternalLink } from '../../shared/ui/external-link';
import { PageLoader } from '../../shared/ui/page-loader';
import { useCompanyName } from '../../shared/ui/use-page-title';
import { GeoDataAttribution } from './geo-data-attribution';
import { HeaderBar } from './header-bar';
import classes from './layout.module.css';
import { TenantBrand } from './tenant-brand';
import { ThemeToggle } from './theme-toggle';

/** The frame of the public pages: tenant brand and theme toggle above, legal notices and links below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const company = useCompanyName();
  const termsUrl = useAppSelector((state) => state.app.settings?.terms_url);
  return (
    <div className={classes.page}>
      <HeaderBar>
        <TenantBrand to="/" />
        <ThemeToggle />
      </HeaderBar>
      <main id="main" tabIndex={-1} className={classes.authMain}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('common.copyright', { year: new Date().getFullYear(), company })}
            </Text>
            <GeoDataAttribution />
            <Group gap="md">
              <Anchor component={Link} to="/contact" size="xs">
                {t('common.contactLink')}
              </Anchor>
              {termsUrl ? (
                <ExternalLink href={termsUrl} size="xs">
                  {t('common.termsLink')}
                </ExternalLink>
              ) : null}
            </Group>
          </Group>
        </Container>
      </footer>
    </div>
  );
}
