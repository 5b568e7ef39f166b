import i18next, { type i18n } from 'i18next';
import { wordingToBundle } from '../../../app/i18n/wording';
import { investorTexts } from './investor-texts';

/**
 * An i18next instance of its own for the preview: the investors' English texts with the draft
 * wording over them, the way the app applies a domain's wording (i18n.ts), without touching the
 * texts the rest of the page reads.
 */
export function createPreviewI18n(wording: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  for (const texts of investorTexts) {
    instance.addResourceBundle('en', 'translation', structuredClone(texts), true, true);
    instance.addResourceBundle('en', 'translation', wordingToBundle(wording, texts), true, true);
  }
  return instance;
}
