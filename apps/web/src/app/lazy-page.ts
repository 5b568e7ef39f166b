import { type ComponentType, createElement, lazy } from 'react';
import { type LazyTextsName, loadTexts } from './i18n/i18n';

/** A page whose code is fetched on first visit, or earlier by `preload`. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Fetches the page's code and texts; once done, the page renders at once instead of suspending. */
  preload(): Promise<void>;
  /** The page shows what only the browser holds (a sign-in in progress, say): the server never draws it. */
  browserOnly: boolean;
}

interface LazyPageOptions {
  browserOnly?: boolean;
}

/**
 * A route module loaded on first visit, with the texts it needs beyond the first pages' ones, so the
 * sign-in page ships only what it needs. Each feature's routes file lazy-loads its own pages with it.
 * The app preloads the pages of the address it opens on before its first render (preloadPagesFor), so
 * the first screen is drawn whole, in the place of the server's rendering of it.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: LazyTextsName[] = [],
  { browserOnly = false }: LazyPageOptions = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    loading ??= Promise.all([load(), ...texts.map(loadTexts)]).then(
      ([module]) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await fetchPage() }));
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, {
    preload: async () => {
      await fetchPage();
    },
    browserOnly,
  });
}
