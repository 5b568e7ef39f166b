import { type ComponentType, lazy } from 'react';
import { type LazyTextsName, loadTexts } from './i18n/i18n';

/**
 * A route module loaded on first visit, with the texts it needs beyond the first pages' ones, so the
 * sign-in page ships only what it needs. Each feature's routes file lazy-loads its own pages with it.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: LazyTextsName[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...texts.map(loadTexts)]);
    return { default: module[name] };
  });
}
