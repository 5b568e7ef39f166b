import type { ThemeConfig } from '@invest/contracts';
import { MantineProvider, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrandMark } from '../../../app/layout/tenant-brand';
import { cssVariablesResolver, mantineTheme } from '../../../app/mantine-theme';
import { scopedThemeVariables } from '../../../app/theme';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { styleNonce } from '../../../shared/ui/style-nonce';
import classes from './domain.module.css';
import { PreviewDashboard } from './preview-dashboard';
import { createPreviewI18n } from './preview-i18n';
import { PreviewSignIn } from './preview-sign-in';

type Scheme = 'dark' | 'light';

interface ThemePreviewProps {
  theme: ThemeConfig;
  wording: Record<string, string>;
  company: string;
}

/**
 * The sign-in card and the top of the dashboard drawn with the draft theme and wording as the
 * administrator types: a UI library provider of its own, built like the app's (mantine-theme.ts), whose
 * variables and colour scheme hold inside the preview only, the draft's colours set there as the app
 * sets a theme's (theme.ts). It is a picture: inert, so its fields take no focus and are not read out
 * twice.
 */
export function ThemePreview({ theme, wording, company }: ThemePreviewProps) {
  const { t } = useTranslation();
  const [scheme, setScheme] = useState<Scheme>('dark');
  const element = useRef<HTMLDivElement>(null);
  // A new wording is a new instance; its texts' hooks are mounted afresh (`key`), as they keep the
  // translate function of the instance they started with while its language stays the same.
  const wordingText = JSON.stringify(wording);
  const previewI18n = useMemo(() => createPreviewI18n(JSON.parse(wordingText)), [wordingText]);
  const variables = useMemo(() => scopedThemeVariables(theme) as CSSProperties, [theme]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="domain-preview-title">
      <Title order={2} fz="lg" id="domain-preview-title">
        {t('admin.domain.preview.title')}
      </Title>
      <SegmentedChoice<Scheme>
        aria-label={t('admin.domain.preview.scheme')}
        data={[
          { value: 'dark', label: t('admin.domain.preview.dark') },
          { value: 'light', label: t('admin.domain.preview.light') },
        ]}
        value={scheme}
        onChange={setScheme}
        size="xs"
      />
      <Text size="xs" c="dimmed">
        {scheme === 'dark' ? t('admin.domain.preview.darkNote') : t('admin.domain.preview.lightNote')}
      </Text>
      <MantineProvider
        theme={mantineTheme}
        cssVariablesResolver={cssVariablesResolver}
        cssVariablesSelector={`.${classes.preview}`}
        getRootElement={() => element.current ?? undefined}
        forceColorScheme={scheme}
        withGlobalClasses={false}
        getStyleNonce={styleNonce}
      >
        <I18nextProvider i18n={previewI18n}>
          <div
            key={wordingText}
            ref={element}
            className={classes.preview}
            data-theme-preview
            data-mantine-color-scheme={scheme}
            style={variables}
            data-testid="theme-preview"
            inert
          >
            <div className={classes.previewBar}>
              <BrandMark logo={theme.logo} company={company} />
            </div>
            <div className={classes.previewBody}>
              <PreviewSignIn company={company} />
              <PreviewDashboard />
            </div>
          </div>
        </I18nextProvider>
      </MantineProvider>
    </Stack>
  );
}
