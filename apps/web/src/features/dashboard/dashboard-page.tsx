import { isEmailVerified } from '@invest/contracts/validation';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format/date-time';
import { useAppSelector } from '../../shared/store/hooks';
import { ChevronRightIcon, GiftIcon, ShieldIcon, UsersIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { landingPathFor } from '../auth';
import { BalancesSection } from '../funding';
import { AccountValueSection, StatementsSection } from '../reports';
import classes from './dashboard-page.module.css';
import { OnboardingStatus } from './onboarding-status';
import { PortfolioSummary } from './portfolio-summary';
import { PositionsSection } from './positions-section';
import { useAssetFeed } from './use-asset-feed';
import { WatchlistSection } from './watchlist-section';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Shortcut({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <UnstyledButton component={Link} to={to} className={`${classes.shortcut} mantine-focus-auto`}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {body}
          </Text>
        </Stack>
        <ChevronRightIcon size={18} className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * `/dashboard`, the investor's home: the portfolio's value and returns, its value over time beside
 * net deposits, the positions, the watchlist, balances and pending payments, the monthly statements
 * to download, what onboarding still needs, the account's state and shortcuts.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.pageTitle'));
  const company = useCompanyName();
  const user = useAppSelector((state) => state.auth.user);
  useAssetFeed();
  if (!user) return null;
  const verified = isEmailVerified(user.email_verified_at);

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: user.first_name })} description={t('dashboard.subtitle')} />
      <Stack gap={24}>
        {verified ? <PortfolioSummary /> : null}
        {verified ? <AccountValueSection /> : null}
        {verified ? <PositionsSection /> : null}
        {verified ? <WatchlistSection /> : null}
        {verified ? <BalancesSection /> : null}
        {verified ? <StatementsSection /> : null}
        <OnboardingStatus isVerified={verified} />
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg">
                {t('dashboard.accountTitle')}
              </Title>
              {user.registration_completed ? null : (
                <Button component={Link} to={landingPathFor(user)} size="sm">
                  {t('dashboard.finishProfile')}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              <Fact label={t('dashboard.email')}>
                <Stack gap={6} align="flex-start">
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                  <ToneBadge tone={verified ? 'positive' : 'warning'}>
                    {verified ? t('dashboard.emailVerified') : t('dashboard.emailNotVerified')}
                  </ToneBadge>
                </Stack>
              </Fact>
              <Fact label={t('dashboard.accountType')}>
                <Text size="sm">{user.user_type === 'Entity' ? t('signUp.entity') : t('signUp.individual')}</Text>
                {user.company_name ? (
                  <Text size="sm" c="dimmed">
                    {user.company_name}
                  </Text>
                ) : null}
              </Fact>
              <Fact label={t('dashboard.profile')}>
                {user.registration_completed ? (
                  <ToneBadge tone="positive">{t('dashboard.profileComplete')}</ToneBadge>
                ) : (
                  <Badge variant="light">{t('dashboard.profileIncomplete')}</Badge>
                )}
              </Fact>
              <Fact label={t('dashboard.memberSince')}>
                <Text size="sm">{formatDate(user.created_at)}</Text>
              </Fact>
            </SimpleGrid>
          </Stack>
        </Paper>
        <section aria-labelledby="dashboard-shortcuts">
          <Title order={2} fz="lg" mb="md" id="dashboard-shortcuts">
            {t('dashboard.quickLinks')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Shortcut
              to="/account/security"
              icon={<ShieldIcon />}
              title={t('dashboard.securityTitle')}
              body={t('dashboard.securityBody')}
            />
            <Shortcut
              to="/invites"
              icon={<UsersIcon />}
              title={t('dashboard.invitesTitle')}
              body={t('dashboard.invitesBody', { company })}
            />
            <Shortcut
              to="/gift"
              icon={<GiftIcon />}
              title={t('dashboard.giftsTitle')}
              body={t('dashboard.giftsBody')}
            />
          </SimpleGrid>
        </section>
      </Stack>
    </>
  );
}
