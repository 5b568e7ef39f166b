import type { ReactNode } from 'react';
import {
  BallotIcon,
  CandlesIcon,
  ClockIcon,
  FileIcon,
  GiftIcon,
  HomeIcon,
  RocketIcon,
  SettingsIcon,
  ShieldIcon,
  TrendIcon,
  UserCheckIcon,
  UsersIcon,
} from '../../../shared/ui/icons';

/** The console's sections, in the order its navigation lists them. */
export const consoleSectionKeys = [
  'dashboard',
  'users',
  'onboarding',
  'orders',
  'markets',
  'offerings',
  'proposals',
  'bonuses',
  'gasStation',
  'reports',
  'domain',
  'audit',
  'errorReports',
] as const;

export type ConsoleSectionKey = (typeof consoleSectionKeys)[number];

export interface ConsoleSection {
  key: ConsoleSectionKey;
  to: string;
  icon: ReactNode;
  /** Only super-administrators see it (the server refuses the others anyway). */
  superAdminOnly?: boolean;
}

const icon = { size: 16 } as const;

export const consoleSections: readonly ConsoleSection[] = [
  { key: 'dashboard', to: '/admin', icon: <HomeIcon {...icon} /> },
  { key: 'users', to: '/admin/users', icon: <UsersIcon {...icon} /> },
  { key: 'onboarding', to: '/admin/onboarding', icon: <UserCheckIcon {...icon} /> },
  { key: 'orders', to: '/admin/orders', icon: <CandlesIcon {...icon} /> },
  { key: 'markets', to: '/admin/markets', icon: <TrendIcon {...icon} /> },
  { key: 'offerings', to: '/admin/offerings', icon: <RocketIcon {...icon} /> },
  { key: 'proposals', to: '/admin/proposals', icon: <BallotIcon {...icon} /> },
  { key: 'bonuses', to: '/admin/bonuses', icon: <GiftIcon {...icon} /> },
  { key: 'gasStation', to: '/admin/gas-station', icon: <SettingsIcon {...icon} /> },
  { key: 'reports', to: '/admin/reports', icon: <FileIcon {...icon} /> },
  { key: 'domain', to: '/admin/domain', icon: <SettingsIcon {...icon} />, superAdminOnly: true },
  { key: 'audit', to: '/admin/audit', icon: <ShieldIcon {...icon} /> },
  { key: 'errorReports', to: '/admin/error-reports', icon: <ClockIcon {...icon} /> },
];
