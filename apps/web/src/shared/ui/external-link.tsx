import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, opened in a new tab, that says so to screen readers. */
export function ExternalLink({ href, children, ...anchor }: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...anchor}>
      {children}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
