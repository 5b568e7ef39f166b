import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ModuleLoader } from '../module-loader';
import { en } from './en';
import { type Bundle, wordingToBundle } from './wording';

/**
 * Texts that routes load together with their code (see lazy-page.ts), so the first page ships only its
 * own; each of these modules exports its texts alone.
 */
const lazyTexts = {
  app: () => import('./en-app'),
  legal: () => import('./en-legal'),
  onboarding: () => import('./en-onboarding'),
  admin: () => import('./en-admin'),
  funding: () => import('./en-funding'),
  trading: () => import('./en-trading'),
  offerings: () => import('./en-offerings'),
  voting: () => import('./en-voting'),
  messages: () => import('./en-messages'),
} satisfies Record<string, ModuleLoader<Record<string, Bundle>>>;
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

/** The module of a route's texts, by its path in the web app, where the build names it (module-loader.ts). */
export function textsSource(name: LazyTextsName): string | undefined {
  return (lazyTexts[name] as ModuleLoader<unknown>).source;
}

export function loadTexts(name: LazyTextsName): Promise<void> {
  const pending = loadingTexts.get(name);
  if (pending) return pending;
  const loading = lazyTexts[name]().then((module) => {
    const [texts] = Object.values(module) as [Bundle];
    loadedTexts.push(texts);
    addTexts(texts);
    addTexts(wordingToBundle(tenantWording, texts));
  });
  loading.catch(() => loadingTexts.delete(name));
  loadingTexts.set(name, loading);
  return loading;
}
