import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { ShieldIcon, TrendIcon, UserCheckIcon } from '../../shared/ui/icons';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { InactivityNotice } from './inactivity-notice';

/** `/`: the tenant's front door, with its name and look, leading to sign in or sign up. */
export function LandingPage() {
  const { t } = useTranslation();
  const company = useCompanyName();
  usePageTitle();
  const description = useAppSelector((state) => state.app.theme?.website_description);
  const [searchParams] = useSearchParams();
  const signUpSearch = searchParams.toString();

  const highlights = [
    { icon: <UserCheckIcon />, title: t('landing.highlightOnboardingTitle'), body: t('landing.highlightOnboarding') },
    { icon: <TrendIcon />, title: t('landing.highlightMarketsTitle'), body: t('landing.highlightMarkets') },
    { icon: <ShieldIcon />, title: t('landing.highlightSecurityTitle'), body: t('landing.highlightSecurity') },
  ];

  return (
    <Container size="lg" w="100%">
      <Stack gap={56}>
        <Stack gap="lg" maw={720}>
          <InactivityNotice />
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} fw={700} style={{ letterSpacing: '-0.02em' }}>
            {t('landing.title', { company })}
          </Title>
          <Text size="lg" c="dimmed" maw={600}>
            {description || t('landing.subtitle')}
          </Text>
          <Group gap="md" mt="sm">
            <Button size="lg" component={Link} to={{ pathname: '/sign-up', search: signUpSearch }}>
              {t('landing.createAccount')}
            </Button>
            <Button size="lg" variant="default" component={Link} to="/sign-in">
              {t('landing.signIn')}
            </Button>
          </Group>
        </Stack>
        <section aria-label={t('landing.highlightsLabel')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            {highlights.map((item) => (
              <Stack key={item.title} gap="xs">
                <ThemeIcon variant="light" size={44} radius="md">
                  {item.icon}
                </ThemeIcon>
                <Title order={2} fz="lg" fw={600}>
                  {item.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {item.body}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
