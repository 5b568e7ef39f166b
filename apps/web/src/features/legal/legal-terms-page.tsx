import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from '../../app/layout/auth-layout';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import classes from './legal.module.css';
import { contentsId, TermsContents } from './terms-contents';
import { TermsSectionView } from './terms-section-view';
import { useTermsSections } from './use-terms-sections';

/**
 * `/legal/terms`: the general terms and conditions that apply when a domain has configured no terms
 * URL of its own (the server then answers `terms_url: "/legal/terms"`). Public, signed in or not.
 */
export function LegalTermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('legalTerms.pageTitle'));
  const company = useCompanyName();
  const sections = useTermsSections();
  const { hash } = useLocation();

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <AuthLayout>
      <Container size="lg" w="100%">
        <article aria-labelledby="terms-title">
          <Stack gap="xs" maw={760}>
            <Text size="sm" fw={600} c="dimmed">
              {company}
            </Text>
            <Title order={1} id="terms-title" fz={{ base: 28, sm: 36 }} lh={1.2}>
              {t('legalTerms.title')}
            </Title>
            <Text c="dimmed">{t('legalTerms.intro', { company })}</Text>
          </Stack>
          <div className={classes.layout}>
            <TermsContents sections={sections} />
            <Paper withBorder p={{ base: 'lg', sm: 40 }} className={classes.document}>
              {sections.map((section) => (
                <TermsSectionView key={section.id} section={section} />
              ))}
              <Anchor href={`#${contentsId}`} size="sm" mt="xl" display="inline-block">
                {t('legalTerms.backToContents')}
              </Anchor>
            </Paper>
          </div>
        </article>
      </Container>
    </AuthLayout>
  );
}
