import { isAdministrator } from '@invest/contracts/roles';
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

/** The signed-in sections, as a row in the header or a column in the mobile drawer. */
export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((state) => isAdministrator(state.auth.user));
  const items: NavItem[] = [
    { to: '/dashboard', label: t('nav.dashboard'), icon: <HomeIcon size={18} /> },
    { to: '/funding', label: t('nav.funding'), icon: <TrendIcon size={18} /> },
    { to: '/trading', label: t('nav.trading'), icon: <CandlesIcon size={18} /> },
    { to: '/offerings', label: t('nav.offerings'), icon: <RocketIcon size={18} /> },

    /** A ballot going into its box. */
    { to: '/votes', label: t('nav.votes'), icon: <BallotIcon size={18} /> },
    { to: '/invites', label: t('nav.invites'), icon: <UsersIcon size={18} /> },
    { to: '/gift', label: t('nav.gifts'), icon: <GiftIcon size={18} /> },
    { to: '/account/security', label: t('nav.security'), icon: <ShieldIcon size={18} /> },
    ...(isAdmin
      ? [
          { to: '/admin/onboarding', label: t('nav.admin'), icon: <UserCheckIcon size={18} /> },
          { to: '/admin/offerings', label: t('nav.adminOfferings'), icon: <FileIcon size={18} /> },
          { to: '/admin/proposals', label: t('nav.adminProposals'), icon: <BallotIcon size={18} /> },
        ]
      : []),
  ];
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
