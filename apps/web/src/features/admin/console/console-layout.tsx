import { isSuperAdmin } from '@invest/contracts/roles';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useAppSelector } from '../../../shared/store/hooks';
import { PageLoader } from '../../../shared/ui/page-loader';
import classes from './console.module.css';
import { consoleSections } from './console-sections';

/** The administrator console: its sections beside the page (above it on a phone). */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const isSuper = useAppSelector((state) => isSuperAdmin(state.auth.user));
  const sections = consoleSections.filter((section) => isSuper || !section.superAdminOnly);
  return (
    <div className={classes.console}>
      <nav aria-label={t('admin.console.navigation')} className={classes.nav}>
        {sections.map((section) => (
          <NavLink
            key={section.key}
            to={section.to}
            end={section.to === '/admin'}
            className={`${classes.link} mantine-focus-auto`}
          >
            {section.icon}
            {t(`admin.console.sections.${section.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className={classes.page}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
