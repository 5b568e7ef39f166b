import { useTranslation } from 'react-i18next';
import { useCompanyName } from '../../shared/ui/use-page-title';

export interface TermsSection {
  /** The section's key in the texts, used as the id of its heading (`/legal/terms#risks`). */
  id: string;
  number: number;
  title: string;
  clauses: { number: string; text: string }[];
}

/** The sections of the default terms in document order, numbered, with the tenant's company name. */
export function useTermsSections(): TermsSection[] {
  const { t } = useTranslation();
  const company = useCompanyName();
  const sections = t('legalTerms.sections', { returnObjects: true, company });
  return Object.entries(sections).map(([id, section], index) => ({
    id,
    number: index + 1,
    title: section.title,
    clauses: Object.entries(section.clauses).map(([clause, text]) => ({ number: `${index + 1}.${clause}`, text })),
  }));
}
