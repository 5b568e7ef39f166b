import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { type Bundle, wordingToBundle } from './wording';

/** Texts that routes load together with their code (see lazy-page.ts), so the first page ships only its own. */
const lazyTexts = {
  app: async (): Promise<Bundle> => (await import('./en-app')).enApp,
  legal: async (): Promise<Bundle> => (await import('./en-legal')).enLegal,
  onboarding: async (): Promise<Bundle> => (await import('./en-onboarding')).enOnboarding,
  admin: async (): Promise<Bundle> => (await import('./en-admin')).enAdmin,
  funding: async (): Promise<Bundle> => (await import('./en-funding')).enFunding,
  trading: async (): Promise<Bundle> => (await import('./en-trading')).enTrading,
  offerings: async (): Promise<Bundle> => (await import('./en-offerings')).enOfferings,
  voting: async (): Promise<Bundle> => (await import('./en-voting')).enVoting,
  messages: async (): Promise<Bundle> => (await import('./en-messages')).enMessages,
  rewards: async (): Promise<Bundle> => (await import('./en-rewards')).enRewards,
  notifications: async (): Promise<Bundle> => (await import('./en-notifications')).enNotifications,
  reports: async (): Promise<Bundle> => (await import('./en-reports')).enReports,
};
export type LazyTextsName = keyof typeof lazyTexts;

const loadedTexts: Bundle[] = [en];
const loadingTexts = new Map<LazyTextsName, Promise<void>>();
let tenantWording: Record<string, string> = {};

/** i18next keeps the objects it is given and merges later texts into them, so it gets copies. */
function addTexts(texts: Bundle) {
  i18next.addResourceBundle('en', 'translation', structuredClone(texts), true, true);
}

export function initI18n() {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: structuredClone(en) } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { bindI18nStore: 'added' },
  });
}

/**
 * A tenant's wording overrides the English texts, key by key, in the texts loaded now and later; a key
 * the wording no longer overrides reads as in English again.
 */
export function applyWording(wording: Record<string, string>) {
  if (wording === tenantWording) return;
  tenantWording = wording;
  for (const texts of loadedTexts) {
    addTexts(texts);
    addTexts(wordingToBundle(wording, texts));
  }
}

export function loadTexts(name: LazyTextsName): Promise<void> {
  const pending = loadingTexts.get(name);
  if (pending) return pending;
  const loading = lazyTexts[name]().then((texts) => {
    loadedTexts.push(texts);
    addTexts(texts);
    addTexts(wordingToBundle(tenantWording, texts));
  });
  loading.catch(() => loadingTexts.delete(name));
  loadingTexts.set(name, loading);
  return loading;
}
