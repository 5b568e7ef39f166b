import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { landingPathFor, returnPathOf, returnStateFor, useMeQuery } from '../features/auth';
import { useAppSelector } from '../shared/store/hooks';
import { PageLoader } from '../shared/ui/page-loader';
import { AuthLayout } from './layout/auth-layout';

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
  if (!token) return <Navigate to="/sign-in" replace state={returnStateFor(location)} />;
  if (!user) return <PageLoader fullScreen />;
  return <Outlet />;
}

/** SPEC 2 registers the shell under /_app too: /_app/dashboard is /dashboard. */
export function AppAliasRedirect() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/${rest}`, search, hash }} replace />;
}
