import { isValidElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { accountRoutes } from '../features/account';
import { adminRoutes } from '../features/admin';
import { authRoutes } from '../features/auth';
import { dashboardRoutes } from '../features/dashboard';
import { fundingRoutes } from '../features/funding';
import { giftRoutes } from '../features/gift';
import { invitesRoutes } from '../features/invites';
import { legalRoutes } from '../features/legal';
import { messagesRoutes } from '../features/messages';
import { notificationsRoutes } from '../features/notifications';
import { offeringsRoutes } from '../features/offerings';
import { onboardingRoutes } from '../features/onboarding';
import { reportsRoutes } from '../features/reports';
import { tradingRoutes } from '../features/trading';
import { votingRoutes } from '../features/voting';
import { type LazyPage, lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { AppAliasRedirect, GuestOnly, RequireSession } from './route-guards';

const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout', ['app']);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/**
 * The routes of SPEC 2, the account screens and the default terms document: each feature brings its
 * own, which load their pages on first visit; the shell puts them behind its guards and layouts.
 */
const appRoutes = (
  <Route element={<RootLayout />}>
    <Route element={<GuestOnly />}>{authRoutes.guest}</Route>
    {authRoutes.open}
    {legalRoutes}
    {messagesRoutes}
    {giftRoutes.open}
    <Route element={<RequireSession />}>
      {authRoutes.signedIn}
      <Route element={<AppLayout />}>
        {dashboardRoutes}
        {onboardingRoutes}
        {invitesRoutes}
        {giftRoutes.signedIn}
        {accountRoutes}
        {fundingRoutes}
        {tradingRoutes}
        {offeringsRoutes}
        {votingRoutes}
        {reportsRoutes}
        {notificationsRoutes}
        {adminRoutes}
      </Route>
    </Route>
    <Route path="_app/*" element={<AppAliasRedirect />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}

const routeObjects = createRoutesFromElements(appRoutes);

/** The components of the page and layouts that show an address, outermost first. */
function componentsAt(pathname: string): unknown[] {
  return (matchRoutes(routeObjects, pathname) ?? []).map(({ route }) =>
    isValidElement(route.element) ? route.element.type : undefined,
  );
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * The signed-out pages (sign-in, sign-up...) that the server draws before the app's code has run:
 * not those whose content is the browser's alone (see lazyPage's `browserOnly`).
 */
export function isServerDrawnPage(pathname: string): boolean {
  const components = componentsAt(pathname);
  return components.includes(GuestOnly) && !components.some((type) => isLazyPage(type) && type.browserOnly);
}

/** The pages behind sign-in that show the signed-in shell (AppLayout). */
export function isAppShellPage(pathname: string): boolean {
  return componentsAt(pathname).includes(AppLayout);
}

/** Fetches the code of every page and layout the address shows (see lazyPage). */
export async function preloadPagesFor(pathname: string): Promise<void> {
  await Promise.all(
    componentsAt(pathname)
      .filter(isLazyPage)
      .map((page) => page.preload()),
  );
}
