import 'i18next';
import type { en } from './en';
import type { enAdmin } from './en-admin';
import type { enApp } from './en-app';
import type { enFunding } from './en-funding';
import type { enLegal } from './en-legal';
import type { enMessages } from './en-messages';
import type { enNotifications } from './en-notifications';
import type { enOfferings } from './en-offerings';
import type { enOnboarding } from './en-onboarding';
import type { enReports } from './en-reports';
import type { enRewards } from './en-rewards';
import type { enTrading } from './en-trading';
import type { enVoting } from './en-voting';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof enApp &
        typeof enLegal &
        typeof enOnboarding &
        typeof enAdmin &
        typeof enFunding &
        typeof enTrading &
        typeof enOfferings &
        typeof enVoting &
        typeof enMessages &
        typeof enRewards &
        typeof enNotifications &
        typeof enReports;
    };
  }
}
