import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import classes from './account-layout.module.css';

/** The account area's sections, in the order an investor looks for them. */
const sections = [
  { to: '/account/settings', label: 'accountArea.overview' },
  { to: '/account/profile', label: 'accountArea.profile' },
  { to: '/account/contact', label: 'accountArea.contact' },
  { to: '/account/tax', label: 'accountArea.tax' },
  { to: '/account/documents', label: 'accountArea.documents' },
  { to: '/account/security', label: 'accountArea.security' },
  { to: '/account/bank-details', label: 'accountArea.bankDetails' },
] as const;

/** The account area: its sections as a column beside the page (a row above it on a phone). */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <nav aria-label={t('accountArea.sections')}>
        <div className={classes.sections}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} className={`${classes.section} mantine-focus-auto`}>
              {t(section.label)}
            </NavLink>
          ))}
        </div>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
