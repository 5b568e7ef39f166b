import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { wordingToBundle } from './wording';

export function initI18n() {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { bindI18nStore: 'added' },
  });
}

/** A tenant's wording overrides the English texts, key by key. */
export function applyWording(wording: Record<string, string>) {
  i18next.addResourceBundle('en', 'translation', wordingToBundle(wording, en), true, true);
}
