import { en } from '../../../app/i18n/en';
import { enApp } from '../../../app/i18n/en-app';
import type { Bundle } from '../../../app/i18n/wording';

/**
 * The English texts of the pages every investor sees (the signed-out pages, the shell and the
 * dashboard): what a domain most often words its own way, and what the preview draws.
 */
export const investorTexts: readonly Bundle[] = [en, enApp];

function flatten(bundle: Bundle, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
}

/** Every investor text by its wording key (`signIn.title`), with its English. */
export const investorTextsByKey: ReadonlyMap<string, string> = (() => {
  const texts = new Map<string, string>();
  for (const bundle of investorTexts) flatten(bundle, '', texts);
  return texts;
})();
