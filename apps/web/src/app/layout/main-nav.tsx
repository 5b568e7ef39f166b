import { isAdministrator } from '@invest/contracts/roles';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import {
  BallotIcon,
  CandlesIcon,
  FileIcon,
  GiftIcon,
  HomeIcon,
  RocketIcon,
  ShieldIcon,
  TrendIcon,
  UserCheckIcon,
  UsersIcon,
} from '../../shared/ui/icons';
import classes from './layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The sections the header shows in a row: what an investor does every day. */
function dailySections(t: TFunction): NavItem[] {
  return [
    { to: '/dashboard', label: t('nav.dashboard'), icon: <HomeIcon size={18} /> },
    { to: '/funding', label: t('nav.funding'), icon: <TrendIcon size={18} /> },
    { to: '/trading', label: t('nav.trading'), icon: <CandlesIcon size={18} /> },
    { to: '/offerings', label: t('nav.offerings'), icon: <RocketIcon size={18} /> },
    { to: '/votes', label: t('nav.votes'), icon: <BallotIcon size={18} /> },
    { to: '/reports', label: t('nav.reports'), icon: <FileIcon size={18} /> },
  ];
}

/** The sections the header keeps in the account menu (and the phone's drawer lists after the daily ones). */
export function accountSections(t: TFunction): NavItem[] {
  return [
    { to: '/invites', label: t('nav.invites'), icon: <UsersIcon size={16} /> },
    { to: '/gift', label: t('nav.gifts'), icon: <GiftIcon size={16} /> },
  ];
}

/** An administrator's way into the console (whose own navigation lists its sections), in the account menu and the phone's drawer. */
export function adminSections(t: TFunction): NavItem[] {
  return [{ to: '/admin', label: t('nav.console'), icon: <UserCheckIcon size={16} /> }];
}

/**
 * The signed-in sections: the daily ones as a row in the header, or every one as a column in the
 * phone's drawer (where the account menu's sections are listed too, one tap away).
 */
export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((state) => isAdministrator(state.auth.user));
  const items = vertical
    ? [
        ...dailySections(t),
        ...accountSections(t),
        { to: '/account/security', label: t('nav.security'), icon: <ShieldIcon size={18} /> },
        ...(isAdmin ? adminSections(t) : []),
      ]
    : dailySections(t);
  return (
    <nav aria-label={t('nav.main')}>
      <div className={vertical ? `${classes.nav} ${classes.navVertical}` : classes.nav}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className={`${classes.navLink} mantine-focus-auto`} onClick={onNavigate}>
            {item.icon}
            {item.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
