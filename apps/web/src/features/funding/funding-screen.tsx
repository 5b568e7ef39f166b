import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/ui/page-header';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** The label of a provider's built-in sandbox: nothing real is paid or sent. */
export function SandboxBadge() {
  const { t } = useTranslation();
  return <ToneBadge tone="warning">{t('funding.sandbox')}</ToneBadge>;
}

/**
 * The frame of a funding screen: the way back to the methods, the title (also the document's) with
 * its description and the Sandbox label while the provider is its sandbox, then the screen.
 */
export function FundingScreen({
  title,
  description,
  isSandbox = false,
  width = 640,
  children,
}: {
  title: string;
  description: ReactNode;
  isSandbox?: boolean;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <>
      <Anchor component={Link} to="/funding" size="sm" mb="xs" display="inline-block">
        {t('funding.back')}
      </Anchor>
      <PageHeader
        title={title}
        description={
          <Group component="span" gap="xs">
            <span>{description}</span>
            {isSandbox ? <SandboxBadge /> : null}
          </Group>
        }
      />
      <Stack gap="lg" maw={width}>
        {children}
      </Stack>
    </>
  );
}

/** One titled part of a funding screen: a region named by its title, with what stands beside the title. */
export function FundingSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
