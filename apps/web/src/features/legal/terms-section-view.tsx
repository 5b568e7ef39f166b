import { Text, Title } from '@mantine/core';
import classes from './legal.module.css';
import type { TermsSection } from './use-terms-sections';

/** One numbered section of the terms with its numbered clauses. */
export function TermsSectionView({ section }: { section: TermsSection }) {
  return (
    <section aria-labelledby={section.id} className={classes.section}>
      <Title order={2} id={section.id} className={classes.sectionTitle}>
        {section.number}. {section.title}
      </Title>
      {section.clauses.map((clause) => (
        <Text key={clause.number} className={classes.clause}>
          <span className={classes.number}>{clause.number}</span>
          <span>{clause.text}</span>
        </Text>
      ))}
    </section>
  );
}
