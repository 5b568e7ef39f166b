import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './legal.module.css';
import type { TermsSection } from './use-terms-sections';

export const contentsId = 'contents';

/** The table of contents: a link to each section's heading. */
export function TermsContents({ sections }: { sections: TermsSection[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={contentsId} className={classes.contents}>
      <Title order={2} id={contentsId} className={classes.contentsTitle}>
        {t('legalTerms.contents')}
      </Title>
      <ol className={classes.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={`${classes.contentsLink} mantine-focus-auto`}>
              <span className={classes.number}>{section.number}.</span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
