import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useMeQuery, useTermsQuery } from '../features/auth/auth.api';
import { landingPathFor, safeReturnPath } from '../features/auth/landing-path';
import { PageLoader } from '../shared/ui/page-loader';
import { useAppSelector } from './hooks';
import { AuthLayout } from './layout/auth-layout';

/** Navigation state that remembers the page a signed-out user asked for. */
interface ReturnState {
  from?: string;
}

export function returnPathOf(state: unknown): string | null {
  return safeReturnPath((state as ReturnState | null)?.from);
}

/** Signed-out pages; a signed-in user goes on to the page they asked for, or their landing page. */
export function GuestOnly() {
  const { token, user } = useAppSelector((state) => state.auth);
  const location = useLocation();
  if (token && user) return <Navigate to={returnPathOf(location.state) ?? landingPathFor(user)} replace />;
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}

/** Signed-in pages; a signed-out visitor goes to /sign-in and comes back after signing in. */
export function RequireSession() {
  const { token, user } = useAppSelector((state) => state.auth);
  const location = useLocation();
  useMeQuery(undefined, { skip: !token });
  if (!token) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  if (!user) return <PageLoader fullScreen />;
  return <Outlet />;
}

/** Signed-in users who have not accepted the current terms are sent to /terms first. */
export function RequireTermsAccepted({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: terms, isLoading } = useTermsQuery();
  if (isLoading) return <PageLoader fullScreen />;
  if (terms && !terms.accepted) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/terms" replace state={state} />;
  }
  return children;
}

/** SPEC 2 registers the shell under /_app too: /_app/dashboard is /dashboard. */
export function AppAliasRedirect() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/${rest}`, search, hash }} replace />;
}
