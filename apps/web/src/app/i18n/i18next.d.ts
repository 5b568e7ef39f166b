import 'i18next';
import type { en } from './en';
import type { enApp } from './en-app';
import type { enLegal } from './en-legal';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enApp & typeof enLegal };
  }
}
