import { isAdministrator } from '@invest/contracts/roles';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';

/** Administrators' pages: anyone else goes to /dashboard (the server refuses them anyway). */
export function RequireAdmin() {
  const isAdmin = useAppSelector((state) => isAdministrator(state.auth.user));
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
