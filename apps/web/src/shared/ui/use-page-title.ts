import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';

/** Sets the document title to "<page> · <company>" (or the company alone), so each route is announced. */
export function usePageTitle(title?: string) {
  const company = useCompanyName();
  useEffect(() => {
    document.title = title ? `${title} · ${company}` : company;
  }, [title, company]);
}

export function useCompanyName(): string {
  const { t } = useTranslation();
  const company = useAppSelector((state) => state.app.settings?.company_name);
  return company || t('common.appName');
}
